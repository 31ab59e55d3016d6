import { MINIBUS_RESERVATION_MESSAGES, MinibusReservationSchema, type MinibusReservation, type UpdateMinibusReservationInput } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../shared/refresh';
import { withStatusMessages } from '../shared/status-messages';
import { minibusReservationKeys } from './minibus-reservation-keys';

export interface UpdateMinibusReservationVariables {
  id: string;
  changes: UpdateMinibusReservationInput;
}

/** `PUT /api/minibusReservations/{id}` (title, dates, status); 404 and 409 get the contract's messages. */
export function updateMinibusReservation({ id, changes }: UpdateMinibusReservationVariables): Promise<MinibusReservation> {
  const call = http.put(`/minibusReservations/${encodeURIComponent(id)}`, changes, { parse: MinibusReservationSchema });
  return withStatusMessages(call, { 404: MINIBUS_RESERVATION_MESSAGES.updateNotFound, 409: MINIBUS_RESERVATION_MESSAGES.updateConflict });
}

export function useUpdateMinibusReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMinibusReservation,
    onSuccess: (reservation) => {
      queryClient.setQueryData(minibusReservationKeys.detail(reservation.id), reservation);
      return refreshAfterChange(queryClient, [minibusReservationKeys.all]);
    },
  });
}
