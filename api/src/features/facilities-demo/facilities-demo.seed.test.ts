import { isBlockingStatus, type Disponibility, type OpeningHours } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/seed';
import { createLogger } from '../../shared/logger';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { minibusSlotProblem, roomSlotProblem } from '../reservations/slot-rules';

// Seeding on Wednesday 25 March 2026: the three weeks of sessions cross the spring clock change.
const NOW = new Date('2026-03-25T15:00:00.000Z');

describe.each(testDatabases())('demo facilities seed on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;

  beforeAll(async () => {
    database = await testDatabase.open();
    expect(await seedIfEmpty({ db: database.db, production: false, logger: createLogger('silent'), now: NOW })).toBe('seeded');
  }, 60_000);
  afterAll(() => database.dispose());

  it('creates three complexes near Paris with their rooms, and two minibuses', async () => {
    const complexes = await database.db.selectFrom('complexes').select(['name', 'city']).orderBy('name').execute();
    expect(complexes.map((c) => c.city).sort()).toEqual(['Rueil-Malmaison', 'Saint-Cloud', 'Suresnes']);
    const rooms = await database.db.selectFrom('rooms').select('sport_type').execute();
    expect(new Set(rooms.map((r) => r.sport_type))).toEqual(new Set(['Basket-ball', 'Judo', 'Gymnastique', 'Natation', 'Football', 'Athlétisme', 'Tennis']));
    expect(await database.db.selectFrom('minibuses').select('license_plate').orderBy('license_plate').execute()).toEqual([
      { license_plate: 'FG-482-KL' },
      { license_plate: 'HJ-915-MN' },
    ]);
  });

  it('holds the rooms of days already past only for training sessions', async () => {
    const past = await database.db.selectFrom('room_reservations').select(['status', 'training_session_id']).where('start_at', '<=', NOW.toISOString()).execute();
    expect(past.length).toBeGreaterThan(0);
    for (const row of past) {
      expect(['completed', 'confirmed']).toContain(row.status);
      expect(row.training_session_id).not.toBeNull();
    }
  });

  it('books future sessions inside opening hours, without overlaps, by the demo admin and coach', async () => {
    const rows = await database.db
      .selectFrom('room_reservations as r')
      .innerJoin('rooms', 'rooms.id', 'r.resource_id')
      .innerJoin('users', 'users.id', 'r.booker_id')
      .select(['r.resource_id', 'r.start_at', 'r.end_at', 'r.status', 'rooms.opening_hours', 'users.email'])
      .where('r.start_at', '>', NOW.toISOString())
      .orderBy('r.start_at')
      .execute();
    expect(rows.length).toBeGreaterThan(30);
    expect(new Set(rows.map((r) => r.email))).toEqual(new Set(['admin@demo.asso.fr', 'coach@demo.asso.fr']));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['confirmed', 'pending', 'cancelled']));
    for (const row of rows) {
      expect(row.start_at > NOW.toISOString()).toBe(true);
      expect(roomSlotProblem(JSON.parse(row.opening_hours) as OpeningHours, new Date(row.start_at), new Date(row.end_at))).toBeNull();
    }
    const blocking = rows.filter((r) => isBlockingStatus(r.status));
    for (const a of blocking) {
      const overlapping = blocking.filter((b) => b.resource_id === a.resource_id && b.start_at < a.end_at && b.end_at > a.start_at);
      expect(overlapping).toHaveLength(1);
    }
  });

  it('books trips within each minibus disponibility', async () => {
    const trips = await database.db
      .selectFrom('minibus_reservations as r')
      .innerJoin('minibuses', 'minibuses.id', 'r.resource_id')
      .select(['r.start_at', 'r.end_at', 'minibuses.disponibility', 'minibuses.is_available'])
      .execute();
    expect(trips).toHaveLength(4);
    for (const trip of trips) {
      const minibus = { isAvailable: trip.is_available === 1, disponibility: JSON.parse(trip.disponibility) as Disponibility };
      expect(minibusSlotProblem(minibus, new Date(trip.start_at), new Date(trip.end_at))).toBeNull();
      expect(trip.start_at > NOW.toISOString()).toBe(true);
    }
  });
});
