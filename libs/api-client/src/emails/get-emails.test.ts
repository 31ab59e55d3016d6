import { HttpError } from '@club/http';
import { describe, expect, it } from 'vitest';
import { fakeServer, inTurn, json } from '@club/http/testing';
import { emailsQueryOptions, getEmails } from './get-emails';

const waiting = {
  id: 'm1',
  to: 'ines@example.fr',
  subject: 'Confirmez votre adresse e-mail',
  status: 'waiting',
  attempts: 2,
  errorKind: 'unreachable',
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  createdAt: '2026-11-28T19:30:00.000Z',
  lastAttemptAt: '2026-11-28T19:30:15.000Z',
  nextAttemptAt: '2026-11-28T19:30:45.000Z',
  sentAt: null,
  expiresAt: '2026-11-29T19:30:00.000Z',
  resendable: true,
};
const queue = { transport: 'smtp', waiting: 1, oldestWaitingAt: '2026-11-28T19:30:00.000Z', failed24h: 0 };

describe('getEmails', () => {
  it('sends the filter and the search, and parses the page with its queue', async () => {
    const server = fakeServer(inTurn(() => json(200, { data: [waiting], total: '1', page: '1', limit: '20', queue })));
    const page = await getEmails({ status: 'failed', search: 'ines', page: 2 });
    expect(page).toMatchObject({ total: 1, data: [{ status: 'waiting', errorKind: 'unreachable', resendable: true }], queue: { waiting: 1 } });
    expect(server.calls[0]?.path).toBe('/api/admin/emails?status=failed&search=ines&page=2');
  });

  it('fails on a refusal (403 for a non-admin)', async () => {
    fakeServer(inTurn(() => json(403, { code: 'FORBIDDEN', message: 'Interdit', requestId: 'r1' })));
    await expect(getEmails()).rejects.toBeInstanceOf(HttpError);
  });

  it('keys lists without empty filters', () => {
    expect(emailsQueryOptions({ status: 'undelivered', search: '' }).queryKey).toEqual(['emails', 'list', { status: 'undelivered' }]);
  });
});
