import { z } from '../zod';

/** Reservation statuses (spec §4), rooms and minibuses alike. */
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed', 'no_show', 'rescheduled'] as const;
export const ReservationStatusSchema = z.enum(RESERVATION_STATUSES, { error: 'Statut de réservation invalide' });
export type ReservationStatus = z.infer<typeof ReservationStatusSchema>;

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  pending: 'En attente',
  confirmed: 'Confirmée',
  cancelled: 'Annulée',
  completed: 'Terminée',
  no_show: 'Non présentée',
  rescheduled: 'Reportée',
};

/**
 * Allowed status changes (docs/decisions/032-reservation-status-transitions.md). `rescheduled` means
 * "postponed, new slot to be found": it frees the slot, and comes back as pending or confirmed once a
 * new slot is chosen. Cancelled, completed and no-show are final.
 */
export const RESERVATION_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ['confirmed', 'cancelled', 'rescheduled'],
  confirmed: ['completed', 'no_show', 'cancelled', 'rescheduled'],
  rescheduled: ['pending', 'confirmed', 'cancelled'],
  cancelled: [],
  completed: [],
  no_show: [],
};

export const canTransition = (from: ReservationStatus, to: ReservationStatus) => from === to || RESERVATION_TRANSITIONS[from].includes(to);

/** Statuses that hold their slot: another booking may not overlap them. */
export const BLOCKING_RESERVATION_STATUSES = ['pending', 'confirmed'] as const satisfies readonly ReservationStatus[];
export const isBlockingStatus = (status: ReservationStatus) => (BLOCKING_RESERVATION_STATUSES as readonly ReservationStatus[]).includes(status);

/** Statuses whose hours count as used in the occupancy rate (the slot was held and not given back). */
export const OCCUPYING_RESERVATION_STATUSES = ['pending', 'confirmed', 'completed'] as const satisfies readonly ReservationStatus[];

/** Final statuses: nothing about such a reservation changes any more. */
export const FINAL_RESERVATION_STATUSES = ['cancelled', 'completed', 'no_show'] as const satisfies readonly ReservationStatus[];
export const isFinalStatus = (status: ReservationStatus) => (FINAL_RESERVATION_STATUSES as readonly ReservationStatus[]).includes(status);
