import { AttendanceSheetSchema, MySessionsSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signedInAs } from '../../testing/auth-helpers';
import { call, type RoleActors, type Signed } from '../../testing/facilities-fixtures';
import type { TestSection } from '../../testing/identity-fixtures';
import { addMember, planSession, sessionBody, sessionsTestbed } from '../../testing/training-session-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

// The clock is Monday 23 March 2026, 10:00 Paris; the sessions are later that week.
describe.each(testDatabases())('waiting lists on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let section: TestSection;
  let categoryId: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as, section, categoryId } = await sessionsTestbed(database));
  });
  afterAll(() => database.dispose());

  const members = (n: number) =>
    Promise.all(
      Array.from({ length: n }, async () => {
        const person = await signedInAs(app, database, 'member');
        await addMember(database, person.user.id, section, categoryId);
        return person;
      }),
    );
  const plan = async (maxParticipants: number, hour: number) => {
    const res = await planSession(
      app,
      as.admin.headers,
      categoryId,
      sessionBody({ place: 'Gymnase', maxParticipants, startAt: `2026-03-25T${hour}:00`, endAt: `2026-03-25T${hour}:45` }),
    );
    expect(res.status).toBe(201);
    return res.body.data[0]!.id;
  };
  const register = (id: string, person: Signed) => call(app, 'POST', `/api/training-sessions/${id}/registration`, person.headers);
  const withdraw = (id: string, person: Signed) => call(app, 'DELETE', `/api/training-sessions/${id}/registration`, person.headers);
  const join = (id: string, person: Signed) => call(app, 'POST', `/api/training-sessions/${id}/waiting-list`, person.headers);
  const registered = async (id: string) =>
    (await database.db.selectFrom('training_session_registrations').select('user_id').where('session_id', '=', id).execute()).map((row) => row.user_id).sort();
  const position = async (id: string, person: Signed) => {
    const mine = MySessionsSchema.parse((await call(app, 'GET', '/api/me/activities', person.headers)).body);
    return mine.data.find((session) => session.id === id)?.waitingPosition;
  };

  it('offers the list only when the places are taken, shows each their position, and gives a freed place to the first waiting', async () => {
    const [first, second, third] = await members(3);
    const id = await plan(1, 11);
    expect(await join(id, first!)).toMatchObject({ status: 409, body: { message: 'Des places sont encore libres : inscrivez-vous directement.' } });
    expect((await register(id, first!)).status).toBe(201);
    expect(await join(id, first!)).toMatchObject({ status: 409, body: { message: 'Vous êtes déjà inscrit(e) à cette séance.' } });
    expect(await join(id, second!)).toMatchObject({ status: 201, body: { waiting: true } });
    expect((await join(id, third!)).status).toBe(201);
    expect((await join(id, third!)).status).toBe(201);
    expect(await position(id, second!)).toBe(1);
    expect(await position(id, third!)).toBe(2);
    expect(await position(id, first!)).toBeNull();

    const sheet = AttendanceSheetSchema.parse((await call(app, 'GET', `/api/training-sessions/${id}/attendance`, as.coach.headers)).body);
    expect(sheet.waitingList.map((entry) => [entry.userId, entry.position])).toEqual([
      [second!.user.id, 1],
      [third!.user.id, 2],
    ]);

    expect((await withdraw(id, first!)).status).toBe(204);
    expect(await registered(id)).toEqual([second!.user.id]);
    expect(await position(id, third!)).toBe(1);
    const notice = await database.db.selectFrom('session_notices').selectAll().where('user_id', '=', second!.user.id).executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ session_id: id, kind: 'waiting_list', flushed_at: null });

    // Leaving the list, then the coach raising the places: nobody waits any more.
    expect((await call(app, 'DELETE', `/api/training-sessions/${id}/waiting-list`, third!.headers)).status).toBe(204);
    expect(await position(id, third!)).toBeNull();
  });

  it('gives the places a coach adds to the people waiting, in order', async () => {
    const people = await members(4);
    const id = await plan(1, 12);
    expect((await register(id, people[0]!)).status).toBe(201);
    for (const person of people.slice(1)) expect((await join(id, person)).status).toBe(201);
    expect((await call(app, 'PUT', `/api/training-sessions/${id}`, as.coach.headers, { maxParticipants: 3 })).status).toBe(200);
    expect(await registered(id)).toEqual([people[0]!.user.id, people[1]!.user.id, people[2]!.user.id].sort());
    expect(await position(id, people[3]!)).toBe(1);
  });

  it('gives each freed place once when withdrawals and sign-ups race, and ranks simultaneous joins one after the other', async () => {
    const people = await members(9);
    const id = await plan(2, 14);
    const [a, b, ...rest] = people;
    expect((await register(id, a!)).status).toBe(201);
    expect((await register(id, b!)).status).toBe(201);
    const joins = await Promise.all(rest.slice(0, 5).map((person) => join(id, person)));
    expect(joins.every((reply) => reply.status === 201)).toBe(true);
    const ranks = await database.db.selectFrom('training_session_waiting_list').select('rank').where('session_id', '=', id).execute();
    expect(new Set(ranks.map((row) => row.rank)).size).toBe(5);

    const firstTwo = (
      await database.db.selectFrom('training_session_waiting_list').select('user_id').where('session_id', '=', id).orderBy('rank').limit(2).execute()
    ).map((row) => row.user_id);
    const replies = await Promise.all([withdraw(id, a!), withdraw(id, b!), register(id, rest[5]!), register(id, rest[6]!)]);
    expect(replies.slice(0, 2).every((reply) => reply.status === 204)).toBe(true);
    const now = await registered(id);
    expect(now).toHaveLength(2);
    expect(now).toEqual([...firstTwo].sort());
  });
});
