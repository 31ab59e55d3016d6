import { ROOM_RESERVATION_MESSAGES, RoomReservationSchema, type CreateRoomReservationInput, type RoomReservation } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../shared/refresh';
import { withStatusMessages } from '../shared/status-messages';
import { roomReservationKeys } from './room-reservation-keys';

/** `POST /api/roomReservations`; 409 → 'Ce créneau est déjà réservé pour cette salle (409 Conflict).' (spec §8). */
export function createRoomReservation(input: CreateRoomReservationInput): Promise<RoomReservation> {
  return withStatusMessages(http.post('/roomReservations', input, { parse: RoomReservationSchema }), { 409: ROOM_RESERVATION_MESSAGES.conflict });
}

export function useCreateRoomReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoomReservation,
    onSuccess: (reservation) => {
      queryClient.setQueryData(roomReservationKeys.detail(reservation.id), reservation);
      return refreshAfterChange(queryClient, [roomReservationKeys.all]);
    },
  });
}
