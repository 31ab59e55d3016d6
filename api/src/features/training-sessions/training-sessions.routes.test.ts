import { randomUUID } from 'node:crypto';
import { AttendanceSheetSchema, RoomReservationPageSchema, TrainingSessionPageSchema, TrainingSessionSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, createRoom, type RoleActors } from '../../testing/facilities-fixtures';
import { addMember, planSession, sessionBody, sessionsTestbed } from '../../testing/training-session-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { createSection, type TestSection } from '../../testing/identity-fixtures';
import { trainingSessionsPersonalData } from './training-sessions.personal-data';
import { countRows } from '../../testing/count-rows';

// The clock is Monday 23 March 2026, 10:00 Paris; summer time starts on Sunday 29 March. Times without offset are Paris time.
describe.each(testDatabases())('training sessions API on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  let section: TestSection;
  let roomId: string;
  let categoryId: string;
  let otherCategoryId: string;
  const count = (table: 'training_sessions' | 'room_reservations') => countRows(database.db, table);

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as, section, roomId, categoryId, otherCategoryId } = await sessionsTestbed(database));
  });
  afterAll(() => database.dispose());

  it('plans a weekly session in a room: every occurrence at 18:00 Paris, each holding a confirmed booking the room planning shows', async () => {
    const res = await planSession(app, as.coach.headers, categoryId, sessionBody({ roomId, coachIds: [as.coach.user.id], recurrence: { until: '2026-04-14' } }));
    expect(res.status).toBe(201);
    const sessions = res.body.data.map((session) => TrainingSessionSchema.parse(session));
    // 24/03 is winter time (UTC+1), the three others summer time (UTC+2): always 18:00 on Paris clocks.
    expect(sessions.map((session) => session.startAt)).toEqual([
      '2026-03-24T17:00:00.000Z',
      '2026-03-31T16:00:00.000Z',
      '2026-04-07T16:00:00.000Z',
      '2026-04-14T16:00:00.000Z',
    ]);
    expect(new Set(sessions.map((session) => session.seriesId)).size).toBe(1);
    expect(sessions[0]).toMatchObject({ status: 'planned', roomId, place: null, coaches: [{ id: as.coach.user.id }], categoryId, sectionId: section.id });
    expect(sessions.every((session) => session.reservationId)).toBe(true);

    const planning = await call(app, 'GET', `/api/rooms/${roomId}/roomReservations?startDate=2026-03-23&endDate=2026-03-29`, as.member.headers);
    const week = RoomReservationPageSchema.parse(planning.body).data;
    expect(week).toHaveLength(1);
    expect(week[0]).toMatchObject({ id: sessions[0]!.reservationId, trainingSessionId: sessions[0]!.id, status: 'confirmed' });
    expect(week[0]!.title).toContain('Entraînement');
  });

  it("refuses a booking of the room over a planned session, and direct changes to the session's booking", async () => {
    const booking = { title: 'Tournoi', roomId, startAt: '2026-03-31T18:30', endAt: '2026-03-31T20:00' };
    const res = await call(app, 'POST', '/api/roomReservations', as.admin.headers, booking);
    expect(res).toMatchObject({ status: 409, body: { message: 'Ce créneau est déjà réservé pour cette salle (409 Conflict).' } });

    const held = (await database.db.selectFrom('room_reservations').select('id').where('training_session_id', 'is not', null).executeTakeFirstOrThrow()).id;
    const message = "Cette réservation est celle d'une séance d'entraînement : modifiez ou annulez la séance elle-même.";
    expect(await call(app, 'PUT', `/api/roomReservations/${held}`, as.admin.headers, { status: 'cancelled' })).toMatchObject({ status: 409, body: { message } });
    expect(await call(app, 'DELETE', `/api/roomReservations/${held}`, as.admin.headers)).toMatchObject({ status: 409, body: { message } });
  });

  it('refuses a recurrence with conflicts, listing every date and what is in the way, and writes nothing', async () => {
    // Another category, planned by the admin in the same room, Tuesdays 19:00–20:00 from 24/03 to 21/04: four dates hit the first series.
    const other = await call(app, 'POST', '/api/roomReservations', as.admin.headers, {
      title: 'Réunion du bureau',
      roomId,
      startAt: '2026-04-21T19:00',
      endAt: '2026-04-21T20:00',
    });
    expect(other.status).toBe(201);
    const before = { sessions: await count('training_sessions'), bookings: await count('room_reservations') };
    const res = await planSession(
      app,
      as.admin.headers,
      otherCategoryId,
      sessionBody({ title: 'Match', type: 'match', roomId, startAt: '2026-03-24T19:00', endAt: '2026-03-24T20:00', recurrence: { until: '2026-04-28' } }),
    );
    expect(res.status).toBe(409);
    const body = res.body as unknown as { code: string; message: string; issues: { path: string; message: string }[] };
    expect(body.code).toBe('TRAINING_SESSION_CONFLICT');
    expect(body.message).toMatch(/^Rien n'a été planifié : 5 dates sur 6 posent problème\./);
    expect(body.issues.map((issue) => issue.path)).toEqual(['occurrences.0', 'occurrences.1', 'occurrences.2', 'occurrences.3', 'occurrences.4']);
    expect(body.issues[0]!.message).toBe(
      'mardi 24/03/2026 de 19:00 à 20:00 : la salle Gymnase A est déjà réservée de 18:00 à 19:30 (« Entraînement — ' + section.name + ' U13 »).',
    );
    expect(body.issues[4]!.message).toBe('mardi 21/04/2026 de 19:00 à 20:00 : la salle Gymnase A est déjà réservée de 19:00 à 20:00 (« Réunion du bureau »).');
    expect({ sessions: await count('training_sessions'), bookings: await count('room_reservations') }).toEqual(before);
  });

  it('reports opening hours and a coach already busy elsewhere, and plans in a free-text place', async () => {
    const closed = await planSession(app, as.admin.headers, categoryId, sessionBody({ roomId, startAt: '2026-03-29T10:00', endAt: '2026-03-29T11:00' }));
    expect(closed).toMatchObject({
      status: 400,
      body: { message: "La séance n'a pas été planifiée. Le dimanche 29/03/2026 de 10:00 à 11:00 : la salle est fermée le dimanche 29/03/2026." },
    });

    const elsewhere = sessionBody({ place: 'Stade des Bruyères', coachIds: [as.coach.user.id], startAt: '2026-04-07T19:00', endAt: '2026-04-07T20:30' });
    const busy = await planSession(app, as.coach.headers, categoryId, elsewhere);
    expect(busy.status).toBe(409);
    expect((busy.body as unknown as { issues: { message: string }[] }).issues[0]!.message).toBe(
      `mardi 07/04/2026 de 19:00 à 20:30 : ${as.coach.user.name} encadre déjà «\u00a0Entraînement\u00a0» (U13) de 18:00 à 19:30.`,
    );
    const free = await planSession(app, as.coach.headers, categoryId, { ...elsewhere, startAt: '2026-04-08T19:00', endAt: '2026-04-08T20:30' });
    expect(free.status).toBe(201);
    expect(free.body.data[0]).toMatchObject({ place: 'Stade des Bruyères', roomId: null, reservationId: null });
  });

  it('edits one occurrence alone: a move carries its booking, a cancellation frees the room', async () => {
    const series = TrainingSessionPageSchema.parse(
      (await call(app, 'GET', `/api/categories/${categoryId}/sessions?startDate=2026-03-23&endDate=2026-04-19`, as.member.headers)).body,
    ).data.filter((session) => session.roomId);
    const [first, second] = series;
    const moved = await call(app, 'PUT', `/api/training-sessions/${first!.id}`, as.coach.headers, {
      startAt: '2026-03-24T17:00',
      endAt: '2026-03-24T18:30',
      notes: "Avancé d'une heure",
    });
    expect(moved.status).toBe(200);
    const booking = await call(app, 'GET', `/api/roomReservations/${first!.reservationId}`, as.admin.headers);
    expect(booking.body).toMatchObject({ startAt: '2026-03-24T16:00:00.000Z', endAt: '2026-03-24T17:30:00.000Z' });
    expect((await call(app, 'GET', `/api/training-sessions/${second!.id}`, as.member.headers)).body).toMatchObject({
      startAt: '2026-03-31T16:00:00.000Z',
      notes: '',
    });

    const cancelled = await call(app, 'PUT', `/api/training-sessions/${second!.id}`, as.section_manager.headers, { status: 'cancelled' });
    expect(cancelled).toMatchObject({ status: 200, body: { status: 'cancelled' } });
    expect((await call(app, 'GET', `/api/roomReservations/${second!.reservationId}`, as.admin.headers)).body).toMatchObject({ status: 'cancelled' });
    const rebook = await call(app, 'POST', '/api/roomReservations', as.admin.headers, {
      title: 'Tournoi',
      roomId,
      startAt: '2026-03-31T18:30',
      endAt: '2026-03-31T20:00',
    });
    expect(rebook.status).toBe(201);
    expect((await call(app, 'PUT', `/api/training-sessions/${second!.id}`, as.coach.headers, { notes: 'x' })).body).toMatchObject({
      message: 'Une séance annulée ne peut plus être modifiée.',
    });
  });

  it('moves an occurrence to another room and back to a free-text place', async () => {
    const { roomId: otherRoom } = await createRoom(app, as.admin, { name: 'Dojo' });
    const plan = await planSession(app, as.admin.headers, otherCategoryId, sessionBody({ roomId, startAt: '2026-03-26T10:00', endAt: '2026-03-26T11:00' }));
    const id = plan.body.data[0]!.id;
    const inDojo = await call(app, 'PUT', `/api/training-sessions/${id}`, as.admin.headers, { roomId: otherRoom });
    expect(inDojo.body).toMatchObject({ roomId: otherRoom, roomName: 'Dojo' });
    const bookings = await database.db.selectFrom('room_reservations').select(['resource_id']).where('training_session_id', '=', id).execute();
    expect(bookings).toEqual([{ resource_id: otherRoom }]);
    const outside = await call(app, 'PUT', `/api/training-sessions/${id}`, as.admin.headers, { place: 'Parc départemental' });
    expect(outside.body).toMatchObject({ roomId: null, place: 'Parc départemental', reservationId: null });
  });

  it('lets each role do only what its responsibilities allow', async () => {
    const outsider = await planSession(
      app,
      as.coach.headers,
      otherCategoryId,
      sessionBody({ place: 'Gymnase', startAt: '2026-03-27T10:00', endAt: '2026-03-27T11:00' }),
    );
    expect(outsider).toMatchObject({
      status: 403,
      body: { message: 'Vous ne pouvez gérer que les séances des catégories dont vous êtes responsable ou entraîneur.' },
    });
    const manager = await planSession(
      app,
      as.section_manager.headers,
      otherCategoryId,
      sessionBody({ place: 'Gymnase', startAt: '2026-03-27T10:00', endAt: '2026-03-27T11:00' }),
    );
    expect(manager.status).toBe(201);
    expect((await call(app, 'POST', `/api/categories/${categoryId}/sessions`, as.member.headers, sessionBody({ place: 'x' }))).status).toBe(403);
    expect((await call(app, 'GET', `/api/categories/${otherCategoryId}/sessions`, as.member.headers)).body).toMatchObject({
      message: 'Vous ne pouvez consulter que les séances de vos catégories.',
    });
    expect((await call(app, 'GET', `/api/categories/${categoryId}/sessions`, as.user.headers)).status).toBe(403);
    expect((await call(app, 'GET', `/api/categories/${categoryId}/sessions`)).status).toBe(401);
    // A section's or a club's list shows a member their own categories only.
    const sectionList = TrainingSessionPageSchema.parse(
      (await call(app, 'GET', `/api/sections/${section.id}/sessions?startDate=2026-03-23&endDate=2026-04-30`, as.member.headers)).body,
    );
    expect(sectionList.data.every((session) => session.categoryId === categoryId)).toBe(true);
    const clubList = TrainingSessionPageSchema.parse(
      (await call(app, 'GET', `/api/clubs/${section.clubId}/sessions?startDate=2026-03-23&endDate=2026-04-30`, as.admin.headers)).body,
    );
    expect(clubList.data.some((session) => session.categoryId === otherCategoryId)).toBe(true);
    const options = await call(app, 'GET', `/api/categories/${categoryId}/session-coaches`, as.coach.headers);
    expect(options.body).toEqual({
      data: expect.arrayContaining([
        { id: as.coach.user.id, name: as.coach.user.name },
        { id: as.section_manager.user.id, name: as.section_manager.user.name },
      ]),
    });
    const notEligible = await planSession(
      app,
      as.admin.headers,
      otherCategoryId,
      sessionBody({ place: 'x', coachIds: [as.coach.user.id], startAt: '2026-04-02T10:00', endAt: '2026-04-02T11:00' }),
    );
    expect(notEligible).toMatchObject({ status: 400, body: { issues: [{ path: 'coachIds' }] } });
  });

  it('validates in French and writes nothing', async () => {
    const before = await count('training_sessions');
    const res = await planSession(app, as.admin.headers, categoryId, {
      title: '',
      type: 'foot',
      startAt: '2026-03-20T10:00',
      endAt: '2026-03-20T09:00',
      roomId: null,
      place: '',
    });
    expect(res.status).toBe(400);
    const messages = (res.body as unknown as { issues: { path: string; message: string }[] }).issues;
    expect(messages).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Le titre est requis' },
        { path: 'type', message: 'Le type doit être entraînement, match, stage, réunion ou autre' },
        { path: 'startAt', message: 'La date de début doit être dans le futur' },
      ]),
    );
    const until = await planSession(app, as.admin.headers, categoryId, sessionBody({ place: 'x', recurrence: { until: '2027-12-31' } }));
    expect(until.body).toMatchObject({ issues: [{ path: 'recurrence.until', message: 'Une récurrence ne peut pas compter plus de 53 séances' }] });
    const both = await planSession(app, as.admin.headers, categoryId, sessionBody({ place: 'x', roomId }));
    expect(both.body).toMatchObject({ issues: [{ path: 'place', message: 'Choisissez une salle ou indiquez un lieu (pas les deux)' }] });
    expect(await count('training_sessions')).toBe(before);
  });

  it("lets the coach take attendance of the category's members, present and absent from the session's day", async () => {
    const other = await createSectionMember();
    const plan = await planSession(app, as.coach.headers, categoryId, sessionBody({ place: 'Gymnase', startAt: '2026-03-23T18:00', endAt: '2026-03-23T19:00' }));
    const id = plan.body.data[0]!.id;
    const sheet = AttendanceSheetSchema.parse((await call(app, 'GET', `/api/training-sessions/${id}/attendance`, as.coach.headers)).body);
    expect(sheet.data.map((entry) => entry.userId).sort()).toEqual([as.member.user.id, other].sort());
    const marked = await call(app, 'PUT', `/api/training-sessions/${id}/attendance`, as.coach.headers, {
      entries: [
        { userId: as.member.user.id, status: 'present' },
        { userId: other, status: 'excused' },
      ],
    });
    expect(marked.status).toBe(200);
    const entries = AttendanceSheetSchema.parse(marked.body).data;
    expect(entries.find((entry) => entry.userId === as.member.user.id)).toMatchObject({ status: 'present', markedByName: as.coach.user.name });
    const again = await call(app, 'PUT', `/api/training-sessions/${id}/attendance`, as.coach.headers, {
      entries: [{ userId: as.member.user.id, status: 'absent' }],
    });
    expect(AttendanceSheetSchema.parse(again.body).data.find((entry) => entry.userId === as.member.user.id)?.status).toBe('absent');

    const stranger = await call(app, 'PUT', `/api/training-sessions/${id}/attendance`, as.coach.headers, {
      entries: [{ userId: as.admin.user.id, status: 'present' }],
    });
    expect(stranger).toMatchObject({ status: 400, body: { message: "Cette personne n'est pas membre de la catégorie de la séance." } });
    expect((await call(app, 'GET', `/api/training-sessions/${id}/attendance`, as.member.headers)).status).toBe(403);
    const later = await planSession(app, as.coach.headers, categoryId, sessionBody({ place: 'Gymnase', startAt: '2026-03-25T18:00', endAt: '2026-03-25T19:00' }));
    const early = await call(app, 'PUT', `/api/training-sessions/${later.body.data[0]!.id}/attendance`, as.coach.headers, {
      entries: [{ userId: as.member.user.id, status: 'present' }],
    });
    expect(early.status).toBe(409);
    const excused = await call(app, 'PUT', `/api/training-sessions/${later.body.data[0]!.id}/attendance`, as.coach.headers, {
      entries: [{ userId: as.member.user.id, status: 'excused' }],
    });
    expect(excused.status).toBe(200);
  });

  it('lets a member sign up within the places and withdraw', async () => {
    const plan = await planSession(
      app,
      as.coach.headers,
      categoryId,
      sessionBody({ place: 'Gymnase', maxParticipants: 1, startAt: '2026-03-26T18:00', endAt: '2026-03-26T19:00' }),
    );
    const id = plan.body.data[0]!.id;
    expect((await call(app, 'POST', `/api/training-sessions/${id}/registration`, as.member.headers)).status).toBe(201);
    expect((await call(app, 'GET', `/api/training-sessions/${id}`, as.member.headers)).body).toMatchObject({ registeredCount: 1 });
    expect((await call(app, 'DELETE', `/api/training-sessions/${id}/registration`, as.member.headers)).status).toBe(204);
    expect((await call(app, 'GET', `/api/training-sessions/${id}`, as.member.headers)).body).toMatchObject({ registeredCount: 0 });
    expect((await call(app, 'POST', `/api/training-sessions/${id}/registration`, as.coach.headers)).status).toBe(403);
  });

  it('deletes an occurrence with its booking', async () => {
    const plan = await planSession(app, as.admin.headers, categoryId, sessionBody({ roomId, startAt: '2026-03-26T08:00', endAt: '2026-03-26T09:00' }));
    const { id, reservationId } = plan.body.data[0]!;
    expect((await call(app, 'DELETE', `/api/training-sessions/${id}`, as.coach.headers)).status).toBe(204);
    expect((await call(app, 'GET', `/api/roomReservations/${reservationId}`, as.admin.headers)).status).toBe(404);
  });

  it('refuses to delete a category while sessions depend on it, naming them; deletes it once they are gone', async () => {
    const loisir = await createSection(database, `Tennis ${randomUUID().slice(0, 6)}`, ['Loisir']);
    const category = loisir.categories[0]!;
    const plan = await planSession(app, as.admin.headers, category.id, sessionBody({ place: 'Courts extérieurs', recurrence: { until: '2026-03-31' } }));
    expect(plan.status).toBe(201);
    const url = `/api/clubs/${loisir.clubId}/categories/${category.id}`;
    const refused = await call(app, 'DELETE', url, as.admin.headers);
    expect(refused).toMatchObject({ status: 409, body: { message: 'Impossible de supprimer la catégorie « Loisir » : 2 séances en dépendent.' } });
    expect((await call(app, 'GET', `/api/training-sessions/${plan.body.data[0]!.id}`, as.admin.headers)).status).toBe(200);
    for (const session of plan.body.data) expect((await call(app, 'DELETE', `/api/training-sessions/${session.id}`, as.admin.headers)).status).toBe(204);
    expect((await call(app, 'DELETE', url, as.admin.headers)).status).toBe(204);
  });

  it("exports a person's roll calls, sign-ups and led sessions, and lets them be deleted", async () => {
    const mine = await trainingSessionsPersonalData.collect(database.db, as.member.user.id);
    expect(mine.attendance.map((mark) => mark.status)).toEqual(['absent', 'excused']);
    expect(mine.attendance[0]).toMatchObject({ title: 'Entraînement', categoryName: 'U13' });
    const led = await trainingSessionsPersonalData.collect(database.db, as.coach.user.id);
    expect(led.coached.length).toBeGreaterThan(0);
    await database.db.deleteFrom('users').where('id', '=', as.member.user.id).execute();
    expect(await database.db.selectFrom('training_session_attendance').select('user_id').where('user_id', '=', as.member.user.id).execute()).toEqual([]);
  });

  async function createSectionMember(): Promise<string> {
    const { createVerifiedUser } = await import('../../testing/auth-helpers');
    const user = await createVerifiedUser(database, { firstName: 'Inès', role: 'member' });
    await addMember(database, user.id, section, categoryId);
    return user.id;
  }
});
