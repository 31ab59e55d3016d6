import { MemberDashboardSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs } from '../../testing/auth-helpers';
import { call, FACILITIES_NOW, type RoleActors, type Signed } from '../../testing/facilities-fixtures';
import { addMember, planSession, sessionBody, sessionsTestbed } from '../../testing/training-session-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

// The clock is fixed on Monday 23 March 2026, 10:00 Paris: the session planned on the 25th is among the next ones.
describe.each(testDatabases())('a member dashboard in one read on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let member: Signed;

  beforeAll(async () => {
    database = await testDatabase.open();
    const testbed = await sessionsTestbed(database, () => FACILITIES_NOW);
    ({ app, as } = testbed);
    member = await signedInAs(app, database, 'member');
    await addMember(database, member.user.id, testbed.section, testbed.categoryId);
    const planned = await planSession(
      app,
      as.admin.headers,
      testbed.categoryId,
      sessionBody({ roomId: testbed.roomId, startAt: '2026-03-25T18:00', endAt: '2026-03-25T19:30' }),
    );
    expect(planned.status).toBe(201);
    const sessionId = planned.body.data[0]!.id;
    expect((await call(app, 'POST', `/api/training-sessions/${sessionId}/registration`, member.headers)).status).toBe(201);
    expect(
      (await call(app, 'PUT', `/api/training-sessions/${sessionId}`, as.coach.headers, { startAt: '2026-03-25T18:30', endAt: '2026-03-25T20:00' })).status,
    ).toBe(200);
  });
  afterAll(() => database.dispose());

  const read = async (path: string, person: Signed) => {
    const res = await call<Record<string, unknown>>(app, 'GET', path, person.headers);
    expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body;
  };

  it('answers what each of the six reads of the page answers, in one body', async () => {
    const dashboard = MemberDashboardSchema.parse(await read('/api/me/dashboard', member));
    expect(dashboard).toEqual({
      memberships: (await read('/api/me/memberships', member)).data,
      applications: (await read('/api/first-login/applications', member)).data,
      upcomingSessions: await read('/api/me/activities', member),
      bookings: (await read('/api/me/bookings', member)).data,
      wall: await read('/api/me/wall', member),
      sessionNotices: (await read('/api/me/session-notices', member)).data,
    });
    expect(dashboard.memberships).toHaveLength(1);
    expect(dashboard.upcomingSessions.data.map((session) => session.startAt)).toContain('2026-03-25T17:30:00.000Z');
    expect(dashboard.sessionNotices.map((notice) => notice.kind)).toEqual(['time']);
  });

  it('is refused to a visitor (401) and to a person who is not a member yet (403)', async () => {
    expect((await app.request('/api/me/dashboard')).status).toBe(401);
    const user = await signedInAs(app, database, 'user');
    expect((await call(app, 'GET', '/api/me/dashboard', user.headers)).status).toBe(403);
  });
});
