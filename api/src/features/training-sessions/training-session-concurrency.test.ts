import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { DEFAULT_OPENING_HOURS } from '@club/contracts';
import { createRoom, type RoleActors } from '../../testing/facilities-fixtures';
import { planSession, sessionBody, sessionsTestbed } from '../../testing/training-session-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const ATTEMPTS = 12;

// Overlapping weekly plans of different lengths on Tuesdays from 24 March 2026 (Paris), all covering 18:30–19:00.
const slot = (i: number) => ({
  startAt: `2026-03-24T${17 + (i % 2)}:${i % 4 < 2 ? '00' : '30'}`,
  endAt: `2026-03-24T${19 + (i % 3)}:00`,
  recurrence: { until: '2026-04-21' },
});

describe.each(testDatabases())('concurrent session plans on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let categoryId: string;
  let otherCategoryId: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as, categoryId, otherCategoryId } = await sessionsTestbed(database));
  });
  afterAll(() => database.dispose());

  it(`lets exactly one of ${ATTEMPTS} simultaneous conflicting plans of one room through, with all its occurrences`, async () => {
    // Open until 22:00 on Tuesdays: each plan is valid alone, so whichever takes the room's lock first wins and
    // every other one meets its bookings (with the default 20:00, a plan ending at 21:00 that got there first
    // was refused for the opening hours alone).
    const openingHours = { ...DEFAULT_OPENING_HOURS, tuesday: { ...DEFAULT_OPENING_HOURS.tuesday, close: '22:00' } };
    const { roomId } = await createRoom(app, as.admin, { name: 'Salle disputée', openingHours });
    const planners = [as.admin, as.coach, as.section_manager];
    const replies = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        planSession(app, planners[i % 3]!.headers, i % 3 === 1 ? categoryId : otherCategoryId, sessionBody({ title: `Plan ${i}`, roomId, ...slot(i) })),
      ),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 201)) expect(reply).toMatchObject({ status: 409, body: { code: 'TRAINING_SESSION_CONFLICT' } });
    const bookings = await database.db.selectFrom('room_reservations').select('id').where('resource_id', '=', roomId).execute();
    expect(bookings).toHaveLength(5);
  });

  it(`lets exactly one of ${ATTEMPTS} simultaneous plans naming the same coach at the same time through, each in its own room`, async () => {
    const rooms = await Promise.all(Array.from({ length: ATTEMPTS }, (_, i) => createRoom(app, as.admin, { name: `Salle ${i}` })));
    const replies = await Promise.all(
      rooms.map(({ roomId }, i) =>
        planSession(
          app,
          as.admin.headers,
          categoryId,
          sessionBody({ title: `Séance ${i}`, roomId, coachIds: [as.coach.user.id], startAt: '2026-03-26T18:00', endAt: '2026-03-26T19:00' }),
        ),
      ),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    const planned = await database.db
      .selectFrom('training_session_coaches')
      .innerJoin('training_sessions', 'training_sessions.id', 'training_session_coaches.session_id')
      .select('training_sessions.id')
      .where('training_session_coaches.user_id', '=', as.coach.user.id)
      .where('training_sessions.start_at', '=', '2026-03-26T17:00:00.000Z')
      .execute();
    expect(planned).toHaveLength(1);
  });
});
