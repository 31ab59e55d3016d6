import { MINIBUS_MESSAGES } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { minibusReservationKeys } from '../minibus-reservations/minibus-reservation-keys';
import { refreshAfterChange } from '../shared/refresh';
import { withStatusMessages } from '../shared/status-messages';
import { minibusKeys } from './minibus-keys';

/** `DELETE /api/minibuses/{id}` (the API refuses while upcoming reservations remain). */
export async function deleteMinibus(id: string): Promise<void> {
  await withStatusMessages(http.delete(`/minibuses/${encodeURIComponent(id)}`), { 404: MINIBUS_MESSAGES.notFound });
}

export function useDeleteMinibus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMinibus,
    onSuccess: (_result, id) => refreshAfterChange(queryClient, [minibusKeys.all, minibusReservationKeys.all], { drop: [minibusKeys.detail(id)] }),
  });
}
