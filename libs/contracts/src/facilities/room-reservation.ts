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

export const ROOM_RESERVATION_MESSAGES = {
  roomId: "L'ID de la salle doit être un UUID valide",
  roomLocked: "La salle d'une réservation ne peut pas être modifiée",
  roomNotFound: "Cette salle n'existe pas",
  conflict: 'Ce créneau est déjà réservé pour cette salle (409 Conflict).',
  updateConflict: 'Le créneau mis à jour entre en conflit avec une autre réservation de salle (409).',
  notFound: RESERVATION_MESSAGES.notFound,
  updateNotFound: 'Réservation de salle non trouvée (404).',
  sameDay: 'Une réservation de salle doit commencer et finir le même jour.',
} as const;

/**
 * `POST /api/roomReservations`. `bookerId` is optional: the booker is the signed-in user unless an
 * admin books for someone. Built with a clock so that "in the future" is the server's now on the server.
 */
export const createRoomReservationInputSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      title: reservationTitle(),
      startAt: futureStartField(now),
      endAt: endField(),
      roomId: z.uuid({ error: ROOM_RESERVATION_MESSAGES.roomId }),
      bookerId: bookerIdField().optional(),
    })
    .refine(endAfterStart.check, endAfterStart.issue);
export const CreateRoomReservationInputSchema = createRoomReservationInputSchema();
export type CreateRoomReservationInput = z.infer<typeof CreateRoomReservationInputSchema>;

/** `PUT /api/roomReservations/{id}`: partial; the room and the booker never change. */
export const updateRoomReservationInputSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      title: reservationTitle().optional(),
      startAt: futureStartField(now).optional(),
      endAt: endField().optional(),
      status: ReservationStatusSchema.optional(),
      roomId: lockedField(ROOM_RESERVATION_MESSAGES.roomLocked),
      bookerId: lockedField(RESERVATION_MESSAGES.bookerLocked),
    })
    .refine(endAfterStart.check, endAfterStart.issue);
export const UpdateRoomReservationInputSchema = updateRoomReservationInputSchema();
export type UpdateRoomReservationInput = z.infer<typeof UpdateRoomReservationInputSchema>;

export const RoomReservationSchema = z.object({
  ...reservationEntityFields,
  roomId: z.string(),
  roomName: z.string(),
});
export type RoomReservation = z.infer<typeof RoomReservationSchema>;

export const RoomReservationPageSchema = pagedResponseSchema(RoomReservationSchema);
export type RoomReservationPage = z.infer<typeof RoomReservationPageSchema>;
