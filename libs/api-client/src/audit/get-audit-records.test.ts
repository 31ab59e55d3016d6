import { HttpError } from '@club/http';
import { describe, expect, it } from 'vitest';
import { fakeServer, inTurn, json } from '@club/http/testing';
import { auditRecordsQueryOptions, getAuditRecords } from './get-audit-records';

const record = {
  id: 'a1',
  action: 'user.role',
  actorId: 'u-admin',
  actorName: 'Nadia Benali',
  targetId: 'u1',
  targetLabel: 'Léo Roux (leo@example.fr)',
  details: { from: 'member', to: 'coach' },
  createdAt: '2026-11-25T10:00:00.000Z',
};

describe('getAuditRecords', () => {
  it('sends the filters and parses the page', async () => {
    const server = fakeServer(inTurn(() => json(200, { data: [record], total: '1', page: '1', limit: '20' })));
    const page = await getAuditRecords({ action: 'user.role', actor: 'nadia', target: '', page: 1 });
    expect(page).toMatchObject({ total: 1, page: 1, data: [{ action: 'user.role', details: { to: 'coach' } }] });
    expect(server.calls[0]?.path).toBe('/api/admin/audit?action=user.role&actor=nadia&page=1');
  });

  it('fails on a refusal (403 for a non-admin)', async () => {
    fakeServer(inTurn(() => json(403, { code: 'FORBIDDEN', message: 'Interdit', requestId: 'r1' })));
    await expect(getAuditRecords()).rejects.toBeInstanceOf(HttpError);
  });

  it('keys lists without empty filters', () => {
    expect(auditRecordsQueryOptions({ page: 1, target: '' }).queryKey).toEqual(['audit', 'list', { page: 1 }]);
  });
});
