import { ApiErrorSchema, RoomReservationPageSchema, RoomReservationSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, createRoom, facilitiesTestbed, type RoleActors } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { countRows } from '../../testing/count-rows';

// The clock is Monday 23 March 2026, 10:00 Paris. Times below without offset are Paris time.
const booking = (roomId: string, day: string, from: string, to: string, patch: Record<string, unknown> = {}) => ({
  title: 'Entraînement U13',
  roomId,
  startAt: `2026-03-${day}T${from}`,
  endAt: `2026-03-${day}T${to}`,
  ...patch,
});

describe.each(testDatabases())('room reservations API on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let roomId: string;
  const stored = () => countRows(database.db, 'room_reservations');
  const book = (body: Record<string, unknown>, role: keyof RoleActors = 'coach') => call(app, 'POST', '/api/roomReservations', as[role].headers, body);

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
    ({ roomId } = await createRoom(app, as.admin));
  });
  afterAll(() => database.dispose());

  it('books a room for the signed-in coach, pending, and shows it to members', async () => {
    const res = await book(booking(roomId, '24', '18:00', '19:30'));
    expect(res.status).toBe(201);
    const reservation = RoomReservationSchema.strict().parse(res.body);
    expect(reservation).toMatchObject({
      startAt: '2026-03-24T17:00:00.000Z',
      endAt: '2026-03-24T18:30:00.000Z',
      status: 'pending',
      roomId,
      roomName: 'Gymnase A',
      bookerId: as.coach.user.id,
      bookerName: as.coach.user.name,
    });
    expect((await call(app, 'GET', `/api/roomReservations/${reservation.id}`, as.member.headers)).body).toEqual(reservation);
  });

  it.each([
    ['title', { title: ' ' }, 'Le titre est requis'],
    ['title', { title: 'a'.repeat(256) }, 'Le titre ne peut pas dépasser 255 caractères'],
    ['startAt', { startAt: '2026-03-23T09:59', endAt: '2026-03-23T11:00' }, 'La date de début doit être dans le futur'],
    ['endAt', { endAt: '2026-03-24T17:00' }, 'La date de fin doit être postérieure à la date de début'],
    ['roomId', { roomId: 'salle-1' }, "L'ID de la salle doit être un UUID valide"],
    ['bookerId', { bookerId: '42' }, "L'ID du réservateur doit être un UUID valide"],
  ])('answers 400 on a bad %s and stores nothing', async (path, patch, message) => {
    const before = await stored();
    const res = await book(booking(roomId, '25', '17:00', '18:00', patch), 'admin');
    expect(res.status).toBe(400);
    expect(ApiErrorSchema.parse(res.body).issues).toEqual([{ path, message }]);
    expect(await stored()).toBe(before);
  });

  it('applies the booking matrix: visitors 401, onboarding 403, members 403, coaches for themselves, admins for anyone', async () => {
    const body = booking(roomId, '25', '08:00', '09:00');
    expect((await call(app, 'POST', '/api/roomReservations', {}, body)).status).toBe(401);
    expect((await book(body, 'user')).status).toBe(403);
    expect((await book(body, 'member')).status).toBe(403);
    const forSomeoneElse = await book({ ...body, bookerId: as.member.user.id }, 'section_manager');
    expect(forSomeoneElse).toMatchObject({ status: 403, body: { message: 'Vous ne pouvez réserver que pour vous-même.' } });
    const own = await book({ ...body, bookerId: as.section_manager.user.id }, 'section_manager');
    expect(own).toMatchObject({ status: 201, body: { bookerId: as.section_manager.user.id } });
    const byAdmin = await book(booking(roomId, '25', '09:00', '10:00', { bookerId: as.member.user.id }), 'admin');
    expect(byAdmin).toMatchObject({ status: 201, body: { bookerId: as.member.user.id, bookerName: as.member.user.name } });
    const unknownBooker = await book(booking(roomId, '25', '10:00', '11:00', { bookerId: '00000000-0000-4000-8000-000000000000' }), 'admin');
    expect(unknownBooker).toMatchObject({ status: 400, body: { issues: [{ path: 'bookerId', message: "Ce réservateur n'existe pas" }] } });
    const unknownRoom = await book(booking('00000000-0000-4000-8000-000000000000', '25', '10:00', '11:00'));
    expect(unknownRoom).toMatchObject({ status: 400, body: { issues: [{ path: 'roomId', message: "Cette salle n'existe pas" }] } });
  });

  it('refuses overlaps with 409, allows adjacent slots, and lets cancelled reservations free their slot', async () => {
    const { roomId: room } = await createRoom(app, as.admin);
    const first = await book(booking(room, '26', '10:00', '12:00'));
    expect(first.status).toBe(201);
    for (const [from, to] of [
      ['11:00', '13:00'],
      ['09:00', '10:30'],
      ['10:30', '11:30'],
      ['09:00', '13:00'],
    ] as const) {
      const res = await book(booking(room, '26', from, to), 'admin');
      expect(res).toMatchObject({ status: 409, body: { code: 'CONFLICT', message: 'Ce créneau est déjà réservé pour cette salle (409 Conflict).' } });
    }
    expect((await book(booking(room, '26', '08:00', '10:00'))).status).toBe(201);
    expect((await book(booking(room, '26', '12:00', '14:00'))).status).toBe(201);

    const id = (first.body as { id: string }).id;
    expect((await call(app, 'PUT', `/api/roomReservations/${id}`, as.coach.headers, { status: 'cancelled' })).body).toMatchObject({ status: 'cancelled' });
    expect((await book(booking(room, '26', '10:00', '12:00'), 'section_manager')).status).toBe(201);
    // Another room is another resource.
    const { roomId: other } = await createRoom(app, as.admin);
    expect((await book(booking(other, '26', '10:00', '12:00'))).status).toBe(201);
  });

  it('books up to the exact opening and closing times, on Paris clocks across the spring change', async () => {
    const { roomId: room } = await createRoom(app, as.admin);
    expect((await book(booking(room, '27', '08:00', '09:00'))).status).toBe(201);
    expect((await book(booking(room, '27', '17:00', '18:00'))).status).toBe(201);
    const late = await book(booking(room, '27', '18:00', '18:01'));
    expect(late).toMatchObject({
      status: 400,
      body: {
        message: "Le créneau doit être compris dans les horaires d'ouverture de la salle : le vendredi 27/03/2026, de 08:00 à 18:00.",
        issues: [{ path: 'endAt' }],
      },
    });
    expect((await book(booking(room, '29', '10:00', '11:00'))).body).toMatchObject({ message: 'La salle est fermée le dimanche 29/03/2026.' });
    // Monday 30 March is in summer time: 08:00 Paris is 06:00 UTC.
    const summer = await book({ ...booking(room, '30', '08:00', '09:00'), startAt: '2026-03-30T06:00:00Z', endAt: '2026-03-30T07:00:00.000Z' });
    expect(summer).toMatchObject({ status: 201, body: { startAt: '2026-03-30T06:00:00.000Z' } });
    expect((await book({ ...booking(room, '30', '08:00', '09:00'), startAt: '2026-03-30T05:59:00Z', endAt: '2026-03-30T06:00:00Z' })).status).toBe(400);
  });

  it('edits, moves and changes status under the rules, with the spec messages', async () => {
    const { roomId: room } = await createRoom(app, as.admin);
    const a = (await book(booking(room, '31', '10:00', '11:00'))).body as { id: string };
    await book(booking(room, '31', '14:00', '15:00'));

    const moveOnto = await call(app, 'PUT', `/api/roomReservations/${a.id}`, as.coach.headers, { startAt: '2026-03-31T14:30', endAt: '2026-03-31T15:30' });
    expect(moveOnto).toMatchObject({ status: 409, body: { message: 'Le créneau mis à jour entre en conflit avec une autre réservation de salle (409).' } });
    const moveWithin = await call(app, 'PUT', `/api/roomReservations/${a.id}`, as.coach.headers, { endAt: '2026-03-31T11:30', title: 'Match' });
    expect(moveWithin).toMatchObject({ status: 200, body: { title: 'Match', endAt: '2026-03-31T09:30:00.000Z', status: 'pending' } });

    expect((await call(app, 'PUT', `/api/roomReservations/${a.id}`, as.coach.headers, { status: 'confirmed' })).status).toBe(403);
    expect((await call(app, 'PUT', `/api/roomReservations/${a.id}`, as.admin.headers, { status: 'confirmed' })).body).toMatchObject({ status: 'confirmed' });
    expect((await call(app, 'PUT', `/api/roomReservations/${a.id}`, as.admin.headers, { status: 'pending' })).body).toMatchObject({
      code: 'INVALID_STATUS_TRANSITION',
      message: 'Impossible de passer une réservation « Confirmée » à « En attente ».',
    });
    const locked = await call(app, 'PUT', `/api/roomReservations/${a.id}`, as.admin.headers, { roomId: room, bookerId: as.admin.user.id });
    expect(ApiErrorSchema.parse(locked.body).issues?.map((issue) => issue.path)).toEqual(['roomId', 'bookerId']);
    expect((await call(app, 'PUT', `/api/roomReservations/${a.id}`, as.member.headers, { title: 'x' })).status).toBe(403);
  });

  it('answers the spec 404 messages for unknown reservations', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call(app, 'GET', `/api/roomReservations/${id}`, as.member.headers)).body).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Réservation non trouvée (404).',
    });
    expect((await call(app, 'PUT', `/api/roomReservations/${id}`, as.admin.headers, { title: 'x' })).body).toMatchObject({
      message: 'Réservation de salle non trouvée (404).',
    });
    expect((await call(app, 'DELETE', `/api/roomReservations/${id}`, as.admin.headers)).body).toMatchObject({ message: 'Réservation de salle non trouvée (404).' });
    expect((await call(app, 'GET', `/api/rooms/${id}/roomReservations`, as.member.headers)).body).toMatchObject({ message: 'Salle non trouvée (404).' });
  });

  it('deletes: bookers their own pending reservations, admins any', async () => {
    const { roomId: room } = await createRoom(app, as.admin);
    const own = (await book(booking(room, '24', '08:00', '09:00'))).body as { id: string };
    const other = (await book(booking(room, '24', '09:00', '10:00'), 'section_manager')).body as { id: string };
    expect((await call(app, 'DELETE', `/api/roomReservations/${other.id}`, as.coach.headers)).status).toBe(403);
    expect((await call(app, 'DELETE', `/api/roomReservations/${own.id}`, as.member.headers)).status).toBe(403);
    expect((await call(app, 'DELETE', `/api/roomReservations/${own.id}`, as.coach.headers)).status).toBe(204);
    expect((await call(app, 'DELETE', `/api/roomReservations/${other.id}`, as.admin.headers)).status).toBe(204);
    expect((await call(app, 'GET', `/api/roomReservations/${own.id}`, as.admin.headers)).status).toBe(404);
  });

  it('lists the current Paris week by default, or a period, a status, a page', async () => {
    const { roomId: room } = await createRoom(app, as.admin);
    for (const day of ['23', '24', '25', '26', '27', '28', '30']) {
      expect((await book(booking(room, day, '14:00', '15:00'), 'admin')).status).toBe(201);
    }
    const path = `/api/rooms/${room}/roomReservations`;

    const week = RoomReservationPageSchema.parse((await call(app, 'GET', path, as.member.headers)).body);
    expect(week.total).toBe(6);
    expect(week.data.map((r) => r.startAt.slice(0, 10))).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28']);
    const next = RoomReservationPageSchema.parse((await call(app, 'GET', `${path}?startDate=2026-03-30&endDate=2026-03-30`, as.member.headers)).body);
    expect(next.data.map((r) => r.startAt)).toEqual(['2026-03-30T12:00:00.000Z']);
    // A period starting during a slot still lists it; one starting as it ends does not.
    const during = RoomReservationPageSchema.parse(
      (await call(app, 'GET', `${path}?startDate=2026-03-30T12:30:00.000Z&endDate=2026-03-31T12:00:00.000Z`, as.member.headers)).body,
    );
    expect(during.data.map((r) => r.startAt)).toEqual(['2026-03-30T12:00:00.000Z']);
    const after = RoomReservationPageSchema.parse(
      (await call(app, 'GET', `${path}?startDate=2026-03-30T13:00:00.000Z&endDate=2026-03-31T12:00:00.000Z`, as.member.headers)).body,
    );
    expect(after.total).toBe(0);
    const paged = RoomReservationPageSchema.parse((await call(app, 'GET', `${path}?limit=4&page=2`, as.member.headers)).body);
    expect({ total: paged.total, size: paged.data.length, page: paged.page, limit: paged.limit }).toEqual({ total: 6, size: 2, page: 2, limit: 4 });

    const first = week.data[0]!;
    await call(app, 'PUT', `/api/roomReservations/${first.id}`, as.admin.headers, { status: 'confirmed' });
    const confirmed = RoomReservationPageSchema.parse((await call(app, 'GET', '/api/roomReservations?status=confirmed', as.member.headers)).body);
    expect(confirmed.data.map((r) => r.id)).toContain(first.id);
    expect(confirmed.data.every((r) => r.status === 'confirmed')).toBe(true);
    const bad = await call(app, 'GET', '/api/roomReservations?startDate=lundi', as.member.headers);
    expect(bad).toMatchObject({ status: 400, body: { issues: [{ path: 'startDate', message: 'La date de début de la période est invalide' }] } });
    expect((await call(app, 'GET', '/api/roomReservations', as.user.headers)).status).toBe(403);
  });

  it('refuses to delete a room with upcoming reservations, and deletes it with its history otherwise', async () => {
    const { roomId: room } = await createRoom(app, as.admin);
    const reservation = (await book(booking(room, '24', '12:00', '13:00'))).body as { id: string };
    const refused = await call(app, 'DELETE', `/api/rooms/${room}`, as.admin.headers);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: "Impossible de supprimer cette salle : des réservations à venir y sont encore enregistrées. Annulez-les d'abord." },
    });
    await call(app, 'PUT', `/api/roomReservations/${reservation.id}`, as.admin.headers, { status: 'cancelled' });
    expect((await call(app, 'DELETE', `/api/rooms/${room}`, as.admin.headers)).status).toBe(204);
    expect((await call(app, 'GET', `/api/roomReservations/${reservation.id}`, as.admin.headers)).status).toBe(404);
  });
});
