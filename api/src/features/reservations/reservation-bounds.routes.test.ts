import { WEEKDAYS } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, createMinibus, createRoom, facilitiesTestbed, type RoleActors } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

// The clock is Monday 23 March 2026, 10:00 Paris; minibuses are available Monday–Saturday, rooms open 08:00–20:00.
const MINIBUS_TOO_LONG = 'Une réservation de minibus ne peut pas dépasser 31 jours : réservez un long déplacement en plusieurs fois.';
const BEYOND_HORIZON = 'La date de début doit être dans les 2 prochaines années.';
const EVERY_DAY = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, { open: '08:00', close: '20:00', available: true }]));

describe.each(testDatabases())('reservation bounds (ADR 086) on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  const bookMinibus = (body: Record<string, unknown>) => call(app, 'POST', '/api/minibusReservations', as.admin.headers, { title: 'Déplacement', ...body });
  const countRows = async (table: 'minibus_reservations' | 'room_reservations', resourceId: string) =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('resource_id', '=', resourceId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
  });
  afterAll(() => database.dispose());

  it('refuses a trip to the year 9999 at once, on endAt, and writes nothing', async () => {
    // Available every day: the old day-by-day walk went all the way to 9999 and accepted it.
    const minibusId = await createMinibus(app, as.admin, { disponibility: EVERY_DAY });
    const started = performance.now();
    const res = await bookMinibus({ minibusId, startAt: '2026-04-01T09:00', endAt: '9999-12-30T10:00' });
    // Walking every day up to 9999 took over a second of CPU (docs/decisions/086-reservation-bounds.md); the bound is checked before any loop.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', issues: [{ path: 'endAt', message: MINIBUS_TOO_LONG }] } });
    expect(await countRows('minibus_reservations', minibusId)).toBe(0);
  });

  it('refuses a start beyond the two-year horizon on startAt, and accepts 31 days', async () => {
    const minibusId = await createMinibus(app, as.admin);
    expect((await bookMinibus({ minibusId, startAt: '2028-03-24T09:00', endAt: '2028-03-24T10:00' })).body).toMatchObject({
      issues: [{ path: 'startAt', message: BEYOND_HORIZON }],
    });
    const room = await createRoom(app, as.admin);
    const roomRes = await call(app, 'POST', '/api/roomReservations', as.admin.headers, {
      title: 'Stage',
      roomId: room.roomId,
      startAt: '2026-03-24T09:00',
      endAt: '2026-03-25T10:00',
    });
    expect(roomRes.body).toMatchObject({ issues: [{ path: 'endAt', message: 'Une réservation de salle ne peut pas dépasser 24 heures.' }] });
    expect(await countRows('room_reservations', room.roomId)).toBe(0);
  });

  it('checks a moved slot on update, even when only one bound is sent', async () => {
    const minibusId = await createMinibus(app, as.admin);
    const trip = (await bookMinibus({ minibusId, startAt: '2026-03-24T09:00', endAt: '2026-03-24T12:00' })).body as { id: string };
    const moved = await call(app, 'PUT', `/api/minibusReservations/${trip.id}`, as.admin.headers, { endAt: '9999-12-30T10:00' });
    expect(moved).toMatchObject({ status: 400, body: { issues: [{ path: 'endAt', message: MINIBUS_TOO_LONG }] } });
    const later = await call(app, 'PUT', `/api/minibusReservations/${trip.id}`, as.admin.headers, { startAt: '2029-01-01T09:00', endAt: '2029-01-01T10:00' });
    expect(later.body).toMatchObject({ issues: [{ path: 'startAt', message: BEYOND_HORIZON }] });
    const row = await database.db.selectFrom('minibus_reservations').select('end_at').where('id', '=', trip.id).executeTakeFirstOrThrow();
    expect(row.end_at).toBe('2026-03-24T11:00:00.000Z');
  });

  it('answers a taken slot with 409 before walking the days of the trip', async () => {
    const minibusId = await createMinibus(app, as.admin);
    await bookMinibus({ minibusId, startAt: '2026-03-24T09:00', endAt: '2026-03-24T12:00' });
    // Overlaps the first trip and crosses Sunday 29: the overlap is what is reported.
    expect((await bookMinibus({ minibusId, startAt: '2026-03-24T10:00', endAt: '2026-03-30T10:00' })).body).toMatchObject({
      code: 'CONFLICT',
      message: 'Ce créneau est déjà réservé pour ce minibus (409 Conflict).',
    });
  });
});
