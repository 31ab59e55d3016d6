import { z } from '../zod';
import { pagedResponseSchema } from './paging';
import { RESERVATION_MESSAGES } from './reservation';
import { ROOM_RESERVATION_LIMITS } from './reservation-limits';
import { reservationSchemas } from './reservation-schemas';

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

const roomReservations = reservationSchemas('room', ROOM_RESERVATION_MESSAGES, ROOM_RESERVATION_LIMITS);

/** `POST /api/roomReservations`; `now` is the clock that judges "in the future". */
export const createRoomReservationInputSchema = roomReservations.createInput;
export const CreateRoomReservationInputSchema = createRoomReservationInputSchema();
export type CreateRoomReservationInput = z.infer<typeof CreateRoomReservationInputSchema>;

/** `PUT /api/roomReservations/{id}`: partial; the room and the booker never change. */
export const updateRoomReservationInputSchema = roomReservations.updateInput;
export const UpdateRoomReservationInputSchema = updateRoomReservationInputSchema();
export type UpdateRoomReservationInput = z.infer<typeof UpdateRoomReservationInputSchema>;

/** A room booking; `trainingSessionId` names the training session holding it (changed from the session only). */
export const RoomReservationSchema = roomReservations.entity.extend({ trainingSessionId: z.string().nullable().optional() });
export type RoomReservation = z.infer<typeof RoomReservationSchema>;

export const RoomReservationPageSchema = pagedResponseSchema(RoomReservationSchema);
export type RoomReservationPage = z.infer<typeof RoomReservationPageSchema>;
