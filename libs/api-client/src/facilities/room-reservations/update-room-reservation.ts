import { ROOM_RESERVATION_MESSAGES, RoomReservationSchema, type RoomReservation, type UpdateRoomReservationInput } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../shared/refresh';
import { withStatusMessages } from '../shared/status-messages';
import { roomReservationKeys } from './room-reservation-keys';

export interface UpdateRoomReservationVariables {
  id: string;
  changes: UpdateRoomReservationInput;
}

/** `PUT /api/roomReservations/{id}` (title, dates, status); 404 and 409 get the spec's messages (§8). */
export function updateRoomReservation({ id, changes }: UpdateRoomReservationVariables): Promise<RoomReservation> {
  const call = http.put(`/roomReservations/${encodeURIComponent(id)}`, changes, { parse: RoomReservationSchema });
  return withStatusMessages(call, { 404: ROOM_RESERVATION_MESSAGES.updateNotFound, 409: ROOM_RESERVATION_MESSAGES.updateConflict });
}

export function useUpdateRoomReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoomReservation,
    onSuccess: (reservation) => {
      queryClient.setQueryData(roomReservationKeys.detail(reservation.id), reservation);
      return refreshAfterChange(queryClient, [roomReservationKeys.all]);
    },
  });
}
