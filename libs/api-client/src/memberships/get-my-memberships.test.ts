import { describe, expect, it } from 'vitest';
import { fakeServer, inTurn, json } from '@club/http/testing';
import { getMyMemberships } from './get-my-memberships';

describe('getMyMemberships', () => {
  it('reads the memberships of the signed-in member', async () => {
    const membership = { id: 'm1', sectionId: 's1', sectionName: 'Judo', categoryId: 'c1', categoryName: 'Seniors', createdAt: '2026-09-02T08:00:00.000Z' };
    const server = fakeServer(inTurn(() => json(200, { success: true, data: [membership] })));
    expect(await getMyMemberships()).toEqual([membership]);
    expect(server.calls[0]?.path).toBe('/api/me/memberships');
  });
});
