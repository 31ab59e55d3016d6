import { COMPLEX_MESSAGES } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../shared/refresh';
import { withStatusMessages } from '../shared/status-messages';
import { roomKeys } from '../rooms/room-keys';
import { complexKeys } from './complex-keys';

/** `DELETE /api/complexes/{id}` (the API refuses while the complex still has rooms). */
export async function deleteComplex(id: string): Promise<void> {
  await withStatusMessages(http.delete(`/complexes/${encodeURIComponent(id)}`), { 404: COMPLEX_MESSAGES.notFound });
}

export function useDeleteComplex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComplex,
    onSuccess: (_result, id) => refreshAfterChange(queryClient, [complexKeys.all, roomKeys.all], { drop: [complexKeys.detail(id)] }),
  });
}
