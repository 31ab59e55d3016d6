import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/seed';
import { createLogger } from '../../shared/logger';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

// A Wednesday at noon, Paris (summer time): Monday's and Tuesday's sessions are done, the rest of the week is planned.
const NOW = new Date('2026-06-17T10:00:00.000Z');

describe.each(testDatabases())('demo training sessions on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await testDatabase.open();
    await seedIfEmpty({ db: database.db, production: false, logger: createLogger('silent'), now: NOW });
  });
  afterAll(() => database.dispose());

  it("plans four weeks of weekly series from the Monday of last week, room sessions holding the room's booking of their slot", async () => {
    const sessions = await database.db.selectFrom('training_sessions').selectAll().execute();
    expect(sessions.length).toBe(14 * 4);
    const inRooms = sessions.filter((session) => session.room_id);
    const held = await database.db
      .selectFrom('room_reservations')
      .select(['training_session_id', 'resource_id', 'start_at'])
      .where('training_session_id', 'is not', null)
      .execute();
    expect(held).toHaveLength(inRooms.length);
    for (const session of inRooms) expect(held).toContainEqual({ training_session_id: session.id, resource_id: session.room_id, start_at: session.start_at });
    // Tuesday 16 June 18:00 Paris, the U13 basket-ball session, is done.
    const tuesday = sessions.find((session) => session.start_at === '2026-06-16T16:00:00.000Z' && session.title === 'Entraînement');
    expect(tuesday?.status).toBe('completed');
    expect(sessions.filter((session) => session.start_at > NOW.toISOString()).every((session) => session.status !== 'completed')).toBe(true);
  });

  it('names the demo coach coach of his categories, and takes the roll call of past sessions of members', async () => {
    const coach = await database.db.selectFrom('users').select('id').where('email', '=', 'coach@demo.asso.fr').executeTakeFirstOrThrow();
    const coached = await database.db.selectFrom('responsibilities').select('category_id').where('user_id', '=', coach.id).where('kind', '=', 'coach').execute();
    expect(coached.length).toBeGreaterThanOrEqual(3);
    const julie = await database.db.selectFrom('users').select('id').where('email', '=', 'membre@demo.asso.fr').executeTakeFirstOrThrow();
    const marks = await database.db.selectFrom('training_session_attendance').select(['status', 'marked_by']).where('user_id', '=', julie.id).execute();
    // Last week's Tuesday and this week's: two roll calls of the only member of Natation — Adultes.
    expect(marks).toHaveLength(2);
    for (const mark of marks) expect(mark).toMatchObject({ status: expect.stringMatching(/^(present|absent|excused)$/), marked_by: coach.id });
  });
});
