import type { z } from '../zod';
import { RESERVATION_MESSAGES } from './reservation';
import { MINIBUS_RESERVATION_LIMITS } from './reservation-limits';
import { reservationSchemas } from './reservation-schemas';

export const MINIBUS_RESERVATION_MESSAGES = {
  minibusId: "L'ID du minibus doit être un UUID valide",
  minibusLocked: "Le minibus d'une réservation ne peut pas être modifié",
  minibusNotFound: "Ce minibus n'existe pas",
  conflict: 'Ce créneau est déjà réservé pour ce minibus (409 Conflict).',
  updateConflict: 'Le créneau mis à jour entre en conflit avec une autre réservation de minibus (409).',
  notFound: RESERVATION_MESSAGES.notFound,
  updateNotFound: 'Réservation de minibus non trouvée (404).',
  unavailable: "Ce minibus n'est pas disponible à la réservation.",
} as const;

const minibusReservations = reservationSchemas('minibus', MINIBUS_RESERVATION_MESSAGES, MINIBUS_RESERVATION_LIMITS);

/** `POST /api/minibusReservations`; `now` is the clock that judges "in the future". */
export const createMinibusReservationInputSchema = minibusReservations.createInput;
export const CreateMinibusReservationInputSchema = createMinibusReservationInputSchema();
export type CreateMinibusReservationInput = z.infer<typeof CreateMinibusReservationInputSchema>;

/** `PUT /api/minibusReservations/{id}`: partial; the minibus and the booker never change. */
export const updateMinibusReservationInputSchema = minibusReservations.updateInput;
export const UpdateMinibusReservationInputSchema = updateMinibusReservationInputSchema();
export type UpdateMinibusReservationInput = z.infer<typeof UpdateMinibusReservationInputSchema>;

export const MinibusReservationSchema = minibusReservations.entity;
export type MinibusReservation = z.infer<typeof MinibusReservationSchema>;

export const MinibusReservationPageSchema = minibusReservations.page;
export type MinibusReservationPage = z.infer<typeof MinibusReservationPageSchema>;
