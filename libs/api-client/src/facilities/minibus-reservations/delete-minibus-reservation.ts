import { MINIBUS_RESERVATION_MESSAGES } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../shared/refresh';
import { withStatusMessages } from '../shared/status-messages';
import { minibusReservationKeys } from './minibus-reservation-keys';

/** `DELETE /api/minibusReservations/{id}`; 404 → the contract's message. */
export async function deleteMinibusReservation(id: string): Promise<void> {
  await withStatusMessages(http.delete(`/minibusReservations/${encodeURIComponent(id)}`), { 404: MINIBUS_RESERVATION_MESSAGES.updateNotFound });
}

export function useDeleteMinibusReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMinibusReservation,
    onSuccess: (_result, id) => refreshAfterChange(queryClient, [minibusReservationKeys.all], { drop: [minibusReservationKeys.detail(id)] }),
  });
}
