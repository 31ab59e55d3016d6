import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Gate, openGate } from '../../testing/authorisation-fixtures';
import { API_MATRIX } from '../../testing/authorisation-matrix';
import { call } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

// ADR 161: every member-only read re-checks the role from the user row on each request.
describe.each(testDatabases())('member-only reads after a demotion on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let gate: Gate;

  beforeAll(async () => {
    database = await testDatabase.open();
    gate = await openGate(database);
  }, 60_000);
  afterAll(() => database.dispose());

  /** The matrix's member-only reads: every GET a member may make and a `user` may not. */
  const memberOnlyReads = () =>
    Object.entries(API_MATRIX)
      .filter(([key, entry]) => key.startsWith('GET ') && entry.access === 'member')
      .map(([key, entry]) => ({ key, path: entry.request(gate.fixtures, 'member').path }));

  const statuses = async (headers: Record<string, string>) =>
    Promise.all(memberOnlyReads().map(async ({ key, path }) => `${key} → ${(await gate.app.request(path, { headers })).status}`));

  it('refuses a member demoted to user at once on every member-only read, with the same cookie', async () => {
    const member = gate.as.member;
    const reads = memberOnlyReads();
    expect(reads.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['GET /api/members', 'GET /api/me/wall', 'GET /api/me/activities', 'GET /api/me/attendance']),
    );
    const feed = await call<{ path: string }>(gate.app, 'POST', '/api/me/calendar-feed', member.headers);
    expect(feed.status).toBe(201);
    expect((await gate.app.request(feed.body.path)).status).toBe(200);
    const before = await statuses(member.headers);
    expect(before.filter((line) => / → 40[13]$/.test(line))).toEqual([]);

    const demoted = await call(gate.app, 'POST', '/api/auth/admin/set-role', gate.as.admin.headers, { userId: member.user.id, role: 'user' });
    expect(demoted.status).toBe(200);

    const after = await statuses(member.headers);
    expect(after.filter((line) => !line.endsWith(' → 403'))).toEqual([]);
    // The personal calendar feed is a member-only read too, addressed by its token.
    expect((await gate.app.request(feed.body.path)).status).toBe(404);
  });
});
