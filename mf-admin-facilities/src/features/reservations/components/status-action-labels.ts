import { RESERVATION_TRANSITIONS, type ReservationStatus } from '@club/contracts';

/** The button that moves a reservation to each status (spec §4 labels are the statuses themselves). */
export const STATUS_ACTION_LABELS: Record<ReservationStatus, string> = {
  confirmed: 'Confirmer',
  cancelled: 'Annuler',
  completed: 'Terminée',
  no_show: 'Non présentée',
  pending: 'Remettre en attente',
  rescheduled: 'Reporter',
};

/**
 * The changes offered for a reservation: the allowed transitions (contracts), minus those the API
 * would refuse at this moment ('Terminée' only after the end, 'Non présentée' only after the start).
 */
export function availableStatusActions(reservation: { status: ReservationStatus; startAt: string; endAt: string }, now: Date = new Date()): ReservationStatus[] {
  return RESERVATION_TRANSITIONS[reservation.status].filter((status) => {
    if (status === 'completed') return Date.parse(reservation.endAt) <= now.getTime();
    if (status === 'no_show') return Date.parse(reservation.startAt) <= now.getTime();
    return true;
  });
}
