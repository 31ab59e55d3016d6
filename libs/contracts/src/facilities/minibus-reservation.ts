import { z } from 'zod';
import { pagedResponseSchema } from './paging';
import {
  bookerIdField,
  endAfterStart,
  endField,
  futureStartField,
  lockedField,
  RESERVATION_MESSAGES,
  reservationEntityFields,
  reservationTitle,
} from './reservation';
import { ReservationStatusSchema } from './reservation-status';

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

/**
 * `POST /api/minibusReservations`. `bookerId` is optional: the booker is the signed-in user unless an
 * admin books for someone. Built with a clock so that "in the future" is the server's now on the server.
 */
export const createMinibusReservationInputSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      title: reservationTitle(),
      startAt: futureStartField(now),
      endAt: endField(),
      minibusId: z.uuid({ error: MINIBUS_RESERVATION_MESSAGES.minibusId }),
      bookerId: bookerIdField().optional(),
    })
    .refine(endAfterStart.check, endAfterStart.issue);
export const CreateMinibusReservationInputSchema = createMinibusReservationInputSchema();
export type CreateMinibusReservationInput = z.infer<typeof CreateMinibusReservationInputSchema>;

/** `PUT /api/minibusReservations/{id}`: partial; the minibus and the booker never change. */
export const updateMinibusReservationInputSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      title: reservationTitle().optional(),
      startAt: futureStartField(now).optional(),
      endAt: endField().optional(),
      status: ReservationStatusSchema.optional(),
      minibusId: lockedField(MINIBUS_RESERVATION_MESSAGES.minibusLocked),
      bookerId: lockedField(RESERVATION_MESSAGES.bookerLocked),
    })
    .refine(endAfterStart.check, endAfterStart.issue);
export const UpdateMinibusReservationInputSchema = updateMinibusReservationInputSchema();
export type UpdateMinibusReservationInput = z.infer<typeof UpdateMinibusReservationInputSchema>;

export const MinibusReservationSchema = z.object({
  ...reservationEntityFields,
  minibusId: z.string(),
  minibusName: z.string(),
});
export type MinibusReservation = z.infer<typeof MinibusReservationSchema>;

export const MinibusReservationPageSchema = pagedResponseSchema(MinibusReservationSchema);
export type MinibusReservationPage = z.infer<typeof MinibusReservationPageSchema>;
