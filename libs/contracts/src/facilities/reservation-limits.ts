/**
 * Bounds every reservation must respect before any per-day rule is looked at, so that the work a
 * booking costs stays small whatever dates are sent (docs/decisions/086-reservation-bounds.md).
 */
export const RESERVATION_HORIZON_YEARS = 2;
const HOUR_MS = 3_600_000;

/** The longest slot of one kind of reservation and what to say when a slot is longer. */
export interface ReservationLimits {
  maxLengthMs: number;
  tooLong: string;
}

export const ROOM_RESERVATION_LIMITS: ReservationLimits = {
  maxLengthMs: 24 * HOUR_MS,
  tooLong: 'Une réservation de salle ne peut pas dépasser 24 heures.',
};

export const MINIBUS_RESERVATION_LIMITS: ReservationLimits = {
  maxLengthMs: 31 * 24 * HOUR_MS,
  tooLong: 'Une réservation de minibus ne peut pas dépasser 31 jours : réservez un long déplacement en plusieurs fois.',
};

export const BEYOND_HORIZON_MESSAGE = `La date de début doit être dans les ${RESERVATION_HORIZON_YEARS} prochaines années.`;

/** Which field to point at and why, or null when the slot is within the bounds. */
export interface BoundsProblem {
  path: 'startAt' | 'endAt';
  message: string;
}

/** The last instant a reservation may start at, seen from `now`. */
export function bookingHorizon(now: Date): Date {
  const horizon = new Date(now);
  horizon.setUTCFullYear(horizon.getUTCFullYear() + RESERVATION_HORIZON_YEARS);
  return horizon;
}

/** Start within the horizon, length within the kind's maximum; constant work whatever the dates. */
export function reservationBoundsProblem(limits: ReservationLimits, slot: { startAt: string; endAt: string }, now: Date): BoundsProblem | null {
  const start = Date.parse(slot.startAt);
  const end = Date.parse(slot.endAt);
  if (start > bookingHorizon(now).getTime()) return { path: 'startAt', message: BEYOND_HORIZON_MESSAGE };
  if (end - start > limits.maxLengthMs) return { path: 'endAt', message: limits.tooLong };
  return null;
}
