import { describe, expect, it } from 'vitest';
import { createMinibusReservationInputSchema, updateMinibusReservationInputSchema } from './minibus-reservation';
import { parseInstant } from './instant';
import { ReservationListQuerySchema } from './reservation';
import { canTransition, RESERVATION_STATUS_LABELS, RESERVATION_STATUSES } from './reservation-status';
import { defaultMinibusReservationPeriod, defaultRoomReservationPeriod, resolvePeriod } from './reservation-window';
import { createRoomReservationInputSchema, updateRoomReservationInputSchema } from './room-reservation';
import { issuesOf } from './test-issues';

const now = () => new Date('2026-03-25T10:00:00.000Z');
const roomId = '3f1c2a9e-8f7b-4c1d-9a2e-5b6c7d8e9f00';
const valid = { title: 'Entraînement U13', startAt: '2026-03-26T17:00:00.000Z', endAt: '2026-03-26T18:30:00.000Z', roomId };
const CreateRoom = createRoomReservationInputSchema(now);

describe('reservation forms', () => {
  it('normalises dates to UTC and reads offset-less ones as Paris time', () => {
    expect(CreateRoom.parse({ ...valid, startAt: '2026-03-30T10:00', endAt: '2026-03-30T11:00+02:00' })).toMatchObject({
      startAt: '2026-03-30T08:00:00.000Z',
      endAt: '2026-03-30T09:00:00.000Z',
    });
  });

  it.each([
    [{ title: '' }, 'title', 'Le titre est requis'],
    [{ title: 'a'.repeat(256) }, 'title', 'Le titre ne peut pas dépasser 255 caractères'],
    [{ startAt: '2026-03-25T09:59:59.000Z', endAt: '2026-03-25T11:00:00.000Z' }, 'startAt', 'La date de début doit être dans le futur'],
    [{ endAt: '2026-03-26T17:00:00.000Z' }, 'endAt', 'La date de fin doit être postérieure à la date de début'],
    [{ endAt: '2026-03-26T16:00:00.000Z' }, 'endAt', 'La date de fin doit être postérieure à la date de début'],
    [{ startAt: 'demain' }, 'startAt', 'La date de début est invalide'],
    [{ startAt: '' }, 'startAt', 'La date de début est requise'],
    [{ endAt: ' ' }, 'endAt', 'La date de fin est requise'],
    [{ roomId: '12' }, 'roomId', "L'ID de la salle doit être un UUID valide"],
    [{ bookerId: 'moi' }, 'bookerId', "L'ID du réservateur doit être un UUID valide"],
    [{ endAt: '2026-03-27T17:00:01.000Z' }, 'endAt', 'Une réservation de salle ne peut pas dépasser 24 heures.'],
    [{ startAt: '2028-03-25T10:00:01.000Z', endAt: '2028-03-25T11:00:00.000Z' }, 'startAt', 'La date de début doit être dans les 2 prochaines années.'],
  ])('rejects %j', (patch, path, message) => {
    expect(issuesOf(CreateRoom, { ...valid, ...patch })).toEqual([{ path, message }]);
  });

  it('says which minibus id is wrong', () => {
    const { roomId: _roomId, ...rest } = valid;
    expect(issuesOf(createMinibusReservationInputSchema(now), { ...rest, minibusId: 'x' })).toEqual([
      { path: 'minibusId', message: "L'ID du minibus doit être un UUID valide" },
    ]);
  });

  it('bounds a minibus trip to 31 days, on create and on a move of both bounds (ADR 086)', () => {
    const { roomId: _roomId, ...rest } = valid;
    const tooLong = [{ path: 'endAt', message: 'Une réservation de minibus ne peut pas dépasser 31 jours : réservez un long déplacement en plusieurs fois.' }];
    expect(issuesOf(createMinibusReservationInputSchema(now), { ...rest, minibusId: roomId, endAt: '9999-12-30T10:00' })).toEqual(tooLong);
    expect(issuesOf(createMinibusReservationInputSchema(now), { ...rest, minibusId: roomId, endAt: '2026-04-26T17:00:00.000Z' })).toEqual([]);
    expect(issuesOf(updateMinibusReservationInputSchema(now), { startAt: valid.startAt, endAt: '2026-04-26T17:00:00.001Z' })).toEqual(tooLong);
  });

  it('edits partially and never changes the room or the booker', () => {
    const Update = updateRoomReservationInputSchema(now);
    expect(Update.parse({ status: 'confirmed' })).toEqual({ status: 'confirmed' });
    expect(issuesOf(Update, { roomId, bookerId: roomId })).toEqual([
      { path: 'roomId', message: "La salle d'une réservation ne peut pas être modifiée" },
      { path: 'bookerId', message: "Le réservateur d'une réservation ne peut pas être modifié" },
    ]);
    expect(issuesOf(Update, { status: 'lost' })).toEqual([{ path: 'status', message: 'Statut de réservation invalide' }]);
  });
});

describe('reservation statuses and periods', () => {
  it('labels every status in French and allows only the documented transitions', () => {
    expect(RESERVATION_STATUSES.map((status) => RESERVATION_STATUS_LABELS[status])).toEqual([
      'En attente',
      'Confirmée',
      'Annulée',
      'Terminée',
      'Non présentée',
      'Reportée',
    ]);
    expect(canTransition('pending', 'confirmed')).toBe(true);
    expect(canTransition('confirmed', 'pending')).toBe(false);
    expect(canTransition('cancelled', 'confirmed')).toBe(false);
    expect(canTransition('rescheduled', 'confirmed')).toBe(true);
  });

  it('defaults to the Paris week for rooms and to 30 days for minibuses', () => {
    // Wednesday 25 March 2026: the week runs Monday 23 (winter time) to Monday 30 March (summer time).
    expect(defaultRoomReservationPeriod(now())).toEqual({ start: '2026-03-22T23:00:00.000Z', end: '2026-03-29T22:00:00.000Z' });
    expect(defaultMinibusReservationPeriod(now())).toEqual({ start: '2026-03-25T10:00:00.000Z', end: '2026-04-24T10:00:00.000Z' });
    expect(resolvePeriod({ startDate: '2026-04-01T00:00:00.000Z' }, defaultRoomReservationPeriod(now())).end).toBe('2026-04-07T23:00:00.000Z');
  });

  it('reads period filters, bare dates covering whole Paris days', () => {
    expect(ReservationListQuerySchema.parse({ startDate: '2026-03-29', endDate: '2026-03-29' })).toMatchObject({
      startDate: '2026-03-28T23:00:00.000Z',
      endDate: '2026-03-29T22:00:00.000Z',
      page: 1,
      limit: 20,
    });
    expect(issuesOf(ReservationListQuerySchema, { startDate: '2026-03-29', endDate: '2026-03-28' })).toEqual([
      { path: 'endDate', message: 'La date de fin de la période doit être postérieure à sa date de début' },
    ]);
    expect(issuesOf(ReservationListQuerySchema, { status: 'x', limit: '500' })).toEqual([
      { path: 'limit', message: 'La limite doit être un nombre entier entre 1 et 100' },
      { path: 'status', message: 'Statut de réservation invalide' },
    ]);
  });
});

describe('instants', () => {
  it.each([
    ['2026-03-30T11:00+02:00', '2026-03-30T09:00:00.000Z'],
    ['2026-03-30T11:00:00.250Z', '2026-03-30T11:00:00.250Z'],
    ['2026-03-30T11:00:00-0130', '2026-03-30T12:30:00.000Z'],
    ['2026-10-25T02:30', '2026-10-25T01:30:00.000Z'],
  ])('reads %s', (text, iso) => {
    expect(parseInstant(text)?.toISOString()).toBe(iso);
  });

  it.each(['2026-02-30T10:00Z', '2026-03-30Z', '2026-03-30', '2026-03-30T25:00+01:00', '30/03/2026 10:00'])('refuses %s', (text) => {
    expect(parseInstant(text)).toBeNull();
  });
});
