import { MinibusReservationPageSchema, RoomReservationPageSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, createMinibus, createRoom, facilitiesTestbed, type RoleActors } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

// Coaches and section managers booking from their own pages (ADR 170). The clock is Monday 23 March 2026, 10:00 Paris.
const OWN_PERIOD = 'startDate=2026-03-23T09:00:00.000Z&endDate=2027-03-23T09:00:00.000Z';
const PENDING_ONLY = 'Vous ne pouvez modifier que vos propres réservations en attente, et seulement pour les modifier ou les annuler.';
const NOT_ALLOWED = "Vous n'avez pas les permissions nécessaires pour effectuer cette action.";

describe.each(testDatabases())('bookings of coaches and section managers on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  const bookMinibus = (role: keyof RoleActors, minibusId: string, startAt: string, endAt: string, patch: Record<string, unknown> = {}) =>
    call<{ id: string }>(app, 'POST', '/api/minibusReservations', as[role].headers, { title: 'Tournoi régional', minibusId, startAt, endAt, ...patch });

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
  });
  afterAll(() => database.dispose());

  it("lists only the caller's own bookings with mine=true, rooms and minibuses, every status", async () => {
    const minibusId = await createMinibus(app, as.admin, { name: 'Trafic des U15' });
    const { roomId } = await createRoom(app, as.admin, { name: 'Salle des U11' });
    const coachTrip = await bookMinibus('coach', minibusId, '2026-04-01T08:00', '2026-04-01T12:00');
    await bookMinibus('section_manager', minibusId, '2026-04-02T08:00', '2026-04-02T12:00');
    await bookMinibus('admin', minibusId, '2026-04-03T08:00', '2026-04-03T12:00');
    const cancelled = await bookMinibus('coach', minibusId, '2026-04-03T13:00', '2026-04-03T16:00');
    await call(app, 'PUT', `/api/minibusReservations/${cancelled.body.id}`, as.coach.headers, { status: 'cancelled' });
    const roomBody = { title: 'Goûter de la catégorie', roomId, startAt: '2026-04-01T15:00', endAt: '2026-04-01T17:00' };
    expect((await call(app, 'POST', '/api/roomReservations', as.coach.headers, roomBody)).status).toBe(201);

    const minibusOwn = await call(app, 'GET', `/api/minibusReservations?mine=true&${OWN_PERIOD}`, as.coach.headers);
    const own = MinibusReservationPageSchema.parse(minibusOwn.body);
    expect(own.data.map((reservation) => [reservation.id, reservation.status])).toEqual([
      [coachTrip.body.id, 'pending'],
      [cancelled.body.id, 'cancelled'],
    ]);
    expect(own.total).toBe(2);
    const rooms = RoomReservationPageSchema.parse((await call(app, 'GET', `/api/roomReservations?mine=true&${OWN_PERIOD}`, as.coach.headers)).body);
    expect(rooms.data.map((reservation) => [reservation.title, reservation.bookerId])).toEqual([['Goûter de la catégorie', as.coach.user.id]]);

    // mine=false or no flag: the whole planning, as before.
    const all = MinibusReservationPageSchema.parse(
      (await call(app, 'GET', `/api/minibuses/${minibusId}/minibusReservations?mine=false&${OWN_PERIOD}`, as.coach.headers)).body,
    );
    expect(all.total).toBe(4);
    const managerOwn = MinibusReservationPageSchema.parse(
      (await call(app, 'GET', `/api/minibuses/${minibusId}/minibusReservations?mine=true&${OWN_PERIOD}`, as.section_manager.headers)).body,
    );
    expect(managerOwn.data.map((reservation) => reservation.bookerId)).toEqual([as.section_manager.user.id]);
    expect(MinibusReservationPageSchema.parse((await call(app, 'GET', `/api/minibusReservations?mine=true&${OWN_PERIOD}`, as.member.headers)).body).total).toBe(0);
  });

  it('refuses a mine flag that is not a boolean, in French, and visitors', async () => {
    expect((await call(app, 'GET', '/api/minibusReservations?mine=oui', as.coach.headers)).body).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'mine', message: 'La valeur doit être true ou false' }],
    });
    expect((await call(app, 'GET', '/api/roomReservations?mine=true')).status).toBe(401);
  });

  it("refuses another booker's overlapping request with the French conflict message", async () => {
    const minibusId = await createMinibus(app, as.admin);
    expect((await bookMinibus('coach', minibusId, '2026-04-08T08:00', '2026-04-08T18:00')).status).toBe(201);
    expect(await bookMinibus('section_manager', minibusId, '2026-04-08T17:00', '2026-04-08T19:00')).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: 'Ce créneau est déjà réservé pour ce minibus (409 Conflict).' },
    });
  });

  it("lets a booker edit and cancel their own pending booking, never confirm it, book for someone else or touch another's", async () => {
    const minibusId = await createMinibus(app, as.admin);
    const mine = (await bookMinibus('coach', minibusId, '2026-04-09T08:00', '2026-04-09T12:00')).body.id;
    const theirs = (await bookMinibus('section_manager', minibusId, '2026-04-10T08:00', '2026-04-10T12:00')).body.id;
    const put = (role: keyof RoleActors, id: string, body: Record<string, unknown>) => call(app, 'PUT', `/api/minibusReservations/${id}`, as[role].headers, body);

    expect(await bookMinibus('coach', minibusId, '2026-04-11T08:00', '2026-04-11T12:00', { bookerId: as.section_manager.user.id })).toMatchObject({
      status: 403,
      body: { message: 'Vous ne pouvez réserver que pour vous-même.' },
    });
    expect(await put('coach', mine, { status: 'confirmed' })).toMatchObject({ status: 403, body: { message: PENDING_ONLY } });
    expect(await put('coach', theirs, { title: 'Pris' })).toMatchObject({ status: 403, body: { message: NOT_ALLOWED } });
    expect(await put('coach', theirs, { status: 'cancelled' })).toMatchObject({ status: 403, body: { message: NOT_ALLOWED } });
    expect(await call(app, 'DELETE', `/api/minibusReservations/${theirs}`, as.coach.headers)).toMatchObject({ status: 403, body: { message: NOT_ALLOWED } });

    expect(await put('coach', mine, { title: 'Tournoi départemental', startAt: '2026-04-09T09:00', endAt: '2026-04-09T13:00' })).toMatchObject({
      status: 200,
      body: { title: 'Tournoi départemental', startAt: '2026-04-09T07:00:00.000Z', status: 'pending' },
    });
    expect(await put('coach', mine, { status: 'cancelled' })).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    expect(await put('coach', mine, { title: 'Encore' })).toMatchObject({ status: 403, body: { message: PENDING_ONLY } });

    // The admin still manages everything: confirms the manager's booking, which its booker then can no longer edit.
    expect(await put('admin', theirs, { status: 'confirmed' })).toMatchObject({ status: 200, body: { status: 'confirmed' } });
    expect(await put('section_manager', theirs, { title: 'Autre' })).toMatchObject({ status: 403, body: { message: PENDING_ONLY } });
  });
});
