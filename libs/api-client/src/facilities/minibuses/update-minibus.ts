import { MINIBUS_MESSAGES, MinibusSchema, type Minibus, type UpdateMinibusInput } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { minibusReservationKeys } from '../minibus-reservations/minibus-reservation-keys';
import { refreshAfterChange } from '../shared/refresh';
import { withStatusMessages } from '../shared/status-messages';
import { minibusKeys } from './minibus-keys';

export interface UpdateMinibusVariables {
  id: string;
  changes: UpdateMinibusInput;
}

/** `PUT /api/minibuses/{id}`: only the given fields change. */
export function updateMinibus({ id, changes }: UpdateMinibusVariables): Promise<Minibus> {
  return withStatusMessages(http.put(`/minibuses/${encodeURIComponent(id)}`, changes, { parse: MinibusSchema }), { 404: MINIBUS_MESSAGES.notFound });
}

export function useUpdateMinibus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMinibus,
    onSuccess: (minibus) => {
      queryClient.setQueryData(minibusKeys.detail(minibus.id), minibus);
      // Reservations carry their minibus's name.
      return refreshAfterChange(queryClient, [minibusKeys.lists(), minibusReservationKeys.all]);
    },
  });
}
