import { ROOM_MESSAGES, RoomSchema, type Room, type UpdateRoomInput } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../shared/refresh';
import { withStatusMessages } from '../shared/status-messages';
import { roomReservationKeys } from '../room-reservations/room-reservation-keys';
import { roomKeys } from './room-keys';

export interface UpdateRoomVariables {
  id: string;
  changes: UpdateRoomInput;
}

/** `PUT /api/rooms/{id}`: only the given fields change; the complex never does. */
export function updateRoom({ id, changes }: UpdateRoomVariables): Promise<Room> {
  return withStatusMessages(http.put(`/rooms/${encodeURIComponent(id)}`, changes, { parse: RoomSchema }), { 404: ROOM_MESSAGES.notFound });
}

export function useUpdateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRoom,
    onSuccess: (room) => {
      queryClient.setQueryData(roomKeys.detail(room.id), room);
      // Reservations carry their room's name.
      return refreshAfterChange(queryClient, [roomKeys.all, roomReservationKeys.all]);
    },
  });
}
