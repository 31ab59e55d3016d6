import { DEFAULT_OPENING_HOURS, FacilitiesStatisticsSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, createRoom, facilitiesTestbed, type RoleActors } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const closed = { open: null, close: null, closed: true };
// Open only on Sunday 01:00–04:00: on 29 March 2026 the clocks jump from 02:00 to 03:00, so that is 2 real hours.
const nightOnly = {
  monday: closed,
  tuesday: closed,
  wednesday: closed,
  thursday: closed,
  friday: closed,
  saturday: closed,
  sunday: { open: '01:00', close: '04:00', closed: false },
};

describe.each(testDatabases())('GET /api/complexes/statistics on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
  });
  afterAll(() => database.dispose());

  it('is for admins only', async () => {
    expect((await call(app, 'GET', '/api/complexes/statistics')).status).toBe(401);
    for (const role of ['user', 'member', 'coach', 'section_manager'] as const) {
      expect((await call(app, 'GET', '/api/complexes/statistics', as[role].headers)).status).toBe(403);
    }
  });

  it('computes totals and the occupancy of the current Paris week, across the spring change', async () => {
    const empty = FacilitiesStatisticsSchema.parse((await call(app, 'GET', '/api/complexes/statistics', as.admin.headers)).body);
    expect(empty).toMatchObject({ totalComplexes: 0, totalRooms: 0, totalReservations: 0, occupancyRate: 0, openHours: 0 });

    const { roomId: gym } = await createRoom(app, as.admin, { openingHours: DEFAULT_OPENING_HOURS });
    const { roomId: night } = await createRoom(app, as.admin, { name: 'Salle de nuit', openingHours: nightOnly });
    const book = async (roomId: string, startAt: string, endAt: string) => {
      const res = await call<{ id: string }>(app, 'POST', '/api/roomReservations', as.admin.headers, { title: 'Séance', roomId, startAt, endAt });
      expect(res.status).toBe(201);
      return res.body.id;
    };
    const setStatus = (id: string, status: string) => call(app, 'PUT', `/api/roomReservations/${id}`, as.admin.headers, { status });

    await book(gym, '2026-03-24T10:00', '2026-03-24T12:00'); // 2 h pending
    await setStatus(await book(gym, '2026-03-25T14:00', '2026-03-25T17:00'), 'confirmed'); // 3 h
    await setStatus(await book(gym, '2026-03-26T10:00', '2026-03-26T11:00'), 'cancelled'); // not counted
    await setStatus(await book(gym, '2026-03-27T10:00', '2026-03-27T11:00'), 'rescheduled'); // not counted
    await book(night, '2026-03-29T01:00', '2026-03-29T04:00'); // 2 real hours
    await book(gym, '2026-03-30T10:00', '2026-03-30T11:00'); // next week

    const stats = FacilitiesStatisticsSchema.strict().parse((await call(app, 'GET', '/api/complexes/statistics', as.admin.headers)).body);
    // Open: 4 × 12 h + 10 h + 6 h = 64 h for the gym, 2 h for the night room; booked 2 + 3 + 2 = 7 h.
    expect(stats).toEqual({
      totalComplexes: 2,
      totalRooms: 2,
      totalReservations: 6,
      occupancyRate: 10.6,
      bookedHours: 7,
      openHours: 66,
      periodStart: '2026-03-22T23:00:00.000Z',
      periodEnd: '2026-03-29T22:00:00.000Z',
    });
  });
});
