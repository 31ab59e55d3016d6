import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, createMinibus, createRoom, facilitiesTestbed, type RoleActors } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const ATTEMPTS = 20;

// Overlapping slots of different lengths on Wednesday 25 March 2026 (Paris), all covering 10:30–11:00.
const slot = (i: number) => ({ startAt: `2026-03-25T${String(9 + (i % 2)).padStart(2, '0')}:${i % 4 < 2 ? '00' : '30'}`, endAt: `2026-03-25T${11 + (i % 3)}:00` });

describe.each(testDatabases())('concurrent bookings on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
  });
  afterAll(() => database.dispose());

  it(`lets exactly one of ${ATTEMPTS} simultaneous overlapping room bookings through`, async () => {
    const { roomId } = await createRoom(app, as.admin);
    const bookers = [as.admin, as.coach, as.section_manager];
    const replies = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) =>
        call(app, 'POST', '/api/roomReservations', bookers[i % bookers.length]!.headers, { title: `Essai ${i}`, roomId, ...slot(i) }),
      ),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = replies.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(ATTEMPTS - 1);
    for (const reply of refused) expect(reply).toMatchObject({ status: 409, body: { message: 'Ce créneau est déjà réservé pour cette salle (409 Conflict).' } });
    const rows = await database.db.selectFrom('room_reservations').select('id').where('resource_id', '=', roomId).execute();
    expect(rows).toHaveLength(1);
  });

  it(`lets exactly one of ${ATTEMPTS} simultaneous moves onto the same minibus slot through`, async () => {
    const minibusId = await createMinibus(app, as.admin);
    const created = [];
    for (let i = 0; i < ATTEMPTS; i += 1) {
      // Tuesday 24 to Friday 27 March, 08:30 to 16:30: twenty distinct slots inside the default hours.
      const day = String(24 + (i % 4));
      const hour = String(8 + Math.floor(i / 4) * 2).padStart(2, '0');
      const res = await call<{ id: string }>(app, 'POST', '/api/minibusReservations', as.admin.headers, {
        title: `Sortie ${i}`,
        minibusId,
        startAt: `2026-03-${day}T${hour}:30`,
        endAt: `2026-03-${day}T${hour}:45`,
      });
      expect(res.status).toBe(201);
      created.push(res.body.id);
    }
    const replies = await Promise.all(
      created.map((id) => call(app, 'PUT', `/api/minibusReservations/${id}`, as.admin.headers, { startAt: '2026-04-01T09:00', endAt: '2026-04-01T12:00' })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200)) {
      expect(reply).toMatchObject({ status: 409, body: { message: 'Le créneau mis à jour entre en conflit avec une autre réservation de minibus (409).' } });
    }
  });
});
