import { ROOM_MESSAGES } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../shared/refresh';
import { withStatusMessages } from '../shared/status-messages';
import { roomReservationKeys } from '../room-reservations/room-reservation-keys';
import { roomKeys } from './room-keys';

/** `DELETE /api/rooms/{id}` (the API refuses while upcoming reservations remain). */
export async function deleteRoom(id: string): Promise<void> {
  await withStatusMessages(http.delete(`/rooms/${encodeURIComponent(id)}`), { 404: ROOM_MESSAGES.notFound });
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: (_result, id) => refreshAfterChange(queryClient, [roomKeys.all, roomReservationKeys.all], { drop: [roomKeys.detail(id)] }),
  });
}
