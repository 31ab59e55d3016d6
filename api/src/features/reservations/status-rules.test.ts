import type { Role } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../shared/app-error';
import { assertMayDelete, planUpdate, type ReservationState } from './status-rules';

const now = new Date('2026-03-23T09:00:00.000Z');
const actor = (role: Role, id = 'u-coach') => ({ id, email: `${id}@example.fr`, name: id, role });
const pending: ReservationState = { title: 'Match', startAt: '2026-03-24T17:00:00.000Z', endAt: '2026-03-24T18:00:00.000Z', status: 'pending', bookerId: 'u-coach' };
const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { status, code, message } = error as AppError;
    return { status, code, message };
  }
  throw new Error('expected a failure');
};

describe('reservation status rules', () => {
  it('lets an admin walk the allowed transitions and checks the slot when it is reclaimed or moved', () => {
    const admin = actor('admin', 'u-admin');
    expect(planUpdate(admin, pending, { status: 'confirmed' }, now)).toMatchObject({ next: { status: 'confirmed' }, checkSlot: false });
    expect(planUpdate(admin, { ...pending, status: 'rescheduled' }, { status: 'confirmed' }, now).checkSlot).toBe(true);
    expect(planUpdate(admin, pending, { startAt: '2026-03-24T16:00:00.000Z' }, now).checkSlot).toBe(true);
    expect(planUpdate(admin, pending, { status: 'cancelled', startAt: '2026-03-24T16:00:00.000Z' }, now).checkSlot).toBe(false);
  });

  it.each([
    ['confirmed', 'pending', 'Impossible de passer une réservation « Confirmée » à « En attente ».'],
    ['pending', 'completed', 'Impossible de passer une réservation « En attente » à « Terminée ».'],
    ['cancelled', 'confirmed', 'Une réservation annulée, terminée ou non présentée ne peut plus être modifiée.'],
    ['completed', 'completed', 'Une réservation annulée, terminée ou non présentée ne peut plus être modifiée.'],
  ] as const)('refuses %s → %s with 409', (from, to, message) => {
    expect(failure(() => planUpdate(actor('admin'), { ...pending, status: from }, { status: to }, now))).toEqual({
      status: 409,
      code: 'INVALID_STATUS_TRANSITION',
      message,
    });
  });

  it('marks completed only after the end and no-show only after the start', () => {
    const confirmed = { ...pending, status: 'confirmed' as const };
    expect(failure(() => planUpdate(actor('admin'), confirmed, { status: 'completed' }, now)).message).toBe(
      "Une réservation ne peut être marquée « Terminée » qu'après sa fin.",
    );
    expect(failure(() => planUpdate(actor('admin'), confirmed, { status: 'no_show' }, now)).status).toBe(409);
    const later = new Date('2026-03-24T17:30:00.000Z');
    expect(planUpdate(actor('admin'), confirmed, { status: 'no_show' }, later).next.status).toBe('no_show');
    expect(planUpdate(actor('admin'), confirmed, { status: 'completed' }, new Date('2026-03-24T18:00:00.000Z')).next.status).toBe('completed');
  });

  it('lets a booker edit or cancel their own pending reservation, and nothing else', () => {
    const coach = actor('coach');
    expect(planUpdate(coach, pending, { title: 'Match retour', status: 'cancelled' }, now).next).toMatchObject({ title: 'Match retour', status: 'cancelled' });
    expect(failure(() => planUpdate(coach, pending, { status: 'confirmed' }, now)).status).toBe(403);
    expect(failure(() => planUpdate(coach, { ...pending, status: 'confirmed' }, { title: 'x' }, now)).status).toBe(403);
    expect(failure(() => planUpdate(actor('section_manager', 'u-other'), pending, { title: 'x' }, now)).message).toBe(
      "Vous n'avez pas les permissions nécessaires pour effectuer cette action.",
    );
    expect(() => assertMayDelete(coach, pending)).not.toThrow();
    expect(failure(() => assertMayDelete(coach, { ...pending, status: 'confirmed' })).status).toBe(403);
    expect(failure(() => assertMayDelete(actor('coach', 'u-other'), pending)).status).toBe(403);
  });

  it('refuses a moved slot that ends before it starts or starts in the past', () => {
    expect(failure(() => planUpdate(actor('admin'), pending, { endAt: '2026-03-24T16:00:00.000Z' }, now))).toMatchObject({
      status: 400,
      message: 'La date de fin doit être postérieure à la date de début',
    });
    const started = { ...pending, startAt: '2026-03-23T08:00:00.000Z', endAt: '2026-03-23T10:00:00.000Z' };
    expect(failure(() => planUpdate(actor('admin'), started, { endAt: '2026-03-23T11:00:00.000Z' }, now))).toMatchObject({
      status: 400,
      message: 'La date de début doit être dans le futur',
    });
  });
});
