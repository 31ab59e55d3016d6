import { MinibusReservationPageSchema, MinibusReservationSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { call, createMinibus, facilitiesTestbed, type RoleActors } from '../../testing/facilities-fixtures';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

// The clock is Monday 23 March 2026, 10:00 Paris; the default disponibility is Monday–Saturday, Sunday off.
const trip = (minibusId: string, startAt: string, endAt: string, patch: Record<string, unknown> = {}) => ({
  title: 'Tournoi régional',
  minibusId,
  startAt,
  endAt,
  ...patch,
});

describe.each(testDatabases())('minibus reservations API on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: App;
  let as: RoleActors;
  const book = (body: Record<string, unknown>, role: keyof RoleActors = 'coach') => call(app, 'POST', '/api/minibusReservations', as[role].headers, body);

  beforeAll(async () => {
    database = await testDatabase.open();
    ({ app, as } = await facilitiesTestbed(database));
  });
  afterAll(() => database.dispose());

  it('books a multi-day trip inside the disponibility and shows it', async () => {
    const minibusId = await createMinibus(app, as.admin, { name: 'Trafic bleu' });
    const res = await book(trip(minibusId, '2026-03-24T18:00', '2026-03-26T09:00'));
    expect(res.status).toBe(201);
    const reservation = MinibusReservationSchema.strict().parse(res.body);
    expect(reservation).toMatchObject({ minibusId, minibusName: 'Trafic bleu', status: 'pending', bookerId: as.coach.user.id });
    expect((await call(app, 'GET', `/api/minibusReservations/${reservation.id}`, as.member.headers)).body).toEqual(reservation);
  });

  it('refuses trips over an unavailable day, outside the windows, or on an unavailable minibus', async () => {
    const minibusId = await createMinibus(app, as.admin);
    expect((await book(trip(minibusId, '2026-03-28T10:00', '2026-03-30T10:00'))).body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: "Le minibus n'est pas disponible le dimanche 29/03/2026.",
      issues: [{ path: 'endAt' }],
    });
    expect((await book(trip(minibusId, '2026-03-24T07:30', '2026-03-24T12:00'))).body).toMatchObject({
      message: 'Le départ doit avoir lieu pendant les disponibilités du minibus : le mardi 24/03/2026, de 08:00 à 20:00.',
    });
    const parked = await createMinibus(app, as.admin, { isAvailable: false });
    expect((await book(trip(parked, '2026-03-24T09:00', '2026-03-24T12:00'))).body).toMatchObject({ message: "Ce minibus n'est pas disponible à la réservation." });
    expect((await book(trip('x', '2026-03-24T09:00', '2026-03-24T12:00'))).body).toMatchObject({
      issues: [{ path: 'minibusId', message: "L'ID du minibus doit être un UUID valide" }],
    });
  });

  it('refuses overlaps with the minibus messages, allows back-to-back trips and ignores cancelled ones', async () => {
    const minibusId = await createMinibus(app, as.admin);
    const first = (await book(trip(minibusId, '2026-03-25T09:00', '2026-03-25T12:00'))).body as { id: string };
    expect((await book(trip(minibusId, '2026-03-25T11:59', '2026-03-25T14:00'), 'admin')).body).toMatchObject({
      code: 'CONFLICT',
      message: 'Ce créneau est déjà réservé pour ce minibus (409 Conflict).',
    });
    const second = (await book(trip(minibusId, '2026-03-25T12:00', '2026-03-25T14:00'), 'section_manager')).body as { id: string };
    expect((await call(app, 'PUT', `/api/minibusReservations/${second.id}`, as.section_manager.headers, { startAt: '2026-03-25T10:00' })).body).toMatchObject({
      message: 'Le créneau mis à jour entre en conflit avec une autre réservation de minibus (409).',
    });
    await call(app, 'PUT', `/api/minibusReservations/${first.id}`, as.admin.headers, { status: 'cancelled' });
    expect((await call(app, 'PUT', `/api/minibusReservations/${second.id}`, as.section_manager.headers, { startAt: '2026-03-25T10:00' })).status).toBe(200);
  });

  it('reschedules: a postponed trip frees its slot and must find a free one to come back', async () => {
    const minibusId = await createMinibus(app, as.admin);
    const postponed = (await book(trip(minibusId, '2026-03-26T09:00', '2026-03-26T12:00'))).body as { id: string };
    expect((await call(app, 'PUT', `/api/minibusReservations/${postponed.id}`, as.admin.headers, { status: 'rescheduled' })).body).toMatchObject({
      status: 'rescheduled',
    });
    expect((await book(trip(minibusId, '2026-03-26T10:00', '2026-03-26T11:00'), 'admin')).status).toBe(201);
    expect((await call(app, 'PUT', `/api/minibusReservations/${postponed.id}`, as.admin.headers, { status: 'confirmed' })).status).toBe(409);
    const back = await call(app, 'PUT', `/api/minibusReservations/${postponed.id}`, as.admin.headers, {
      status: 'confirmed',
      startAt: '2026-03-27T09:00',
      endAt: '2026-03-27T12:00',
    });
    expect(back).toMatchObject({ status: 200, body: { status: 'confirmed', startAt: '2026-03-27T08:00:00.000Z' } });
  });

  it('lists now → 30 days by default, per minibus with 404 for an unknown one', async () => {
    const minibusId = await createMinibus(app, as.admin);
    await book(trip(minibusId, '2026-03-23T11:00', '2026-03-23T12:00'), 'admin');
    await book(trip(minibusId, '2026-04-21T11:00', '2026-04-21T12:00'), 'admin');
    await book(trip(minibusId, '2026-04-23T11:00', '2026-04-23T12:00'), 'admin');
    const list = MinibusReservationPageSchema.parse((await call(app, 'GET', `/api/minibuses/${minibusId}/minibusReservations`, as.member.headers)).body);
    expect(list.data.map((r) => r.startAt)).toEqual(['2026-03-23T10:00:00.000Z', '2026-04-21T09:00:00.000Z']);
    const later = await call(app, 'GET', `/api/minibuses/${minibusId}/minibusReservations?startDate=2026-04-22`, as.member.headers);
    expect(MinibusReservationPageSchema.parse(later.body).total).toBe(1);
    const unknown = await call(app, 'GET', '/api/minibuses/00000000-0000-4000-8000-000000000000/minibusReservations', as.member.headers);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Minibus non trouvé (404).' } });
    expect((await call(app, 'GET', '/api/minibusReservations/00000000-0000-4000-8000-000000000000', as.member.headers)).body).toMatchObject({
      message: 'Réservation non trouvée (404).',
    });
    expect((await call(app, 'DELETE', '/api/minibusReservations/00000000-0000-4000-8000-000000000000', as.admin.headers)).body).toMatchObject({
      message: 'Réservation de minibus non trouvée (404).',
    });
    const all = MinibusReservationPageSchema.parse((await call(app, 'GET', '/api/minibusReservations?status=pending&limit=100', as.coach.headers)).body);
    expect(all.data.every((r) => r.status === 'pending' && r.startAt >= '2026-03-23')).toBe(true);
  });

  it('refuses a minibus deletion while trips are upcoming', async () => {
    const minibusId = await createMinibus(app, as.admin);
    const reservation = (await book(trip(minibusId, '2026-03-24T09:00', '2026-03-24T10:00'))).body as { id: string };
    expect((await call(app, 'DELETE', `/api/minibuses/${minibusId}`, as.admin.headers)).body).toMatchObject({
      message: "Impossible de supprimer ce minibus : des réservations à venir y sont encore enregistrées. Annulez-les d'abord.",
    });
    expect((await call(app, 'DELETE', `/api/minibusReservations/${reservation.id}`, as.coach.headers)).status).toBe(204);
    expect((await call(app, 'DELETE', `/api/minibuses/${minibusId}`, as.admin.headers)).status).toBe(204);
  });
});
