import { ROOM_RESERVATION_MESSAGES } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../shared/refresh';
import { withStatusMessages } from '../shared/status-messages';
import { roomReservationKeys } from './room-reservation-keys';

/** `DELETE /api/roomReservations/{id}`; 404 → 'Réservation de salle non trouvée (404).' (spec §8). */
export async function deleteRoomReservation(id: string): Promise<void> {
  await withStatusMessages(http.delete(`/roomReservations/${encodeURIComponent(id)}`), { 404: ROOM_RESERVATION_MESSAGES.updateNotFound });
}

export function useDeleteRoomReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoomReservation,
    onSuccess: (_result, id) => refreshAfterChange(queryClient, [roomReservationKeys.all], { drop: [roomReservationKeys.detail(id)] }),
  });
}
