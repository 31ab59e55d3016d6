import type { ReservationStatus } from '@club/contracts';
import { toParisLocalInput } from '../../shared/time/paris-time';

interface EditableReservation {
  title: string;
  startAt: string;
  endAt: string;
  status: ReservationStatus;
}

/** Once a reservation has begun, its hours are history: the form leaves them out (the API would refuse a past start). */
export const hasStarted = (reservation: { startAt: string }, now: Date = new Date()) => Date.parse(reservation.startAt) <= now.getTime();

/** The edit form's starting values; dates as the date-time pickers hold them (Paris wall clock), absent once started. */
export function reservationEditDefaults(reservation: EditableReservation, now?: Date) {
  const base = { title: reservation.title, status: reservation.status };
  if (hasStarted(reservation, now)) return base;
  return { ...base, startAt: toParisLocalInput(reservation.startAt), endAt: toParisLocalInput(reservation.endAt) };
}

/**
 * Only what changed is sent (spec §5: the edit is partial). Dates are compared to the minute, as typed:
 * an untouched start is not sent, so it is not re-checked against "now".
 */
export function changedReservationFields<T extends Partial<EditableReservation>>(values: T, original: EditableReservation): Partial<T> {
  const changes: Partial<T> = {};
  if (values.title !== undefined && values.title !== original.title) changes.title = values.title;
  if (values.status !== undefined && values.status !== original.status) changes.status = values.status;
  const moved = (key: 'startAt' | 'endAt') => values[key] !== undefined && toParisLocalInput(values[key]) !== toParisLocalInput(original[key]);
  if (moved('startAt') || moved('endAt')) {
    changes.startAt = values.startAt;
    changes.endAt = values.endAt;
  }
  return changes;
}
