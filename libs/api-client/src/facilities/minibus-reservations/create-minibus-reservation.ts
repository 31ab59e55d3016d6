import { MINIBUS_RESERVATION_MESSAGES, MinibusReservationSchema, type CreateMinibusReservationInput, type MinibusReservation } from '@club/contracts';
import { http } from '@club/http';
import { useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../shared/refresh';
import { withStatusMessages } from '../shared/status-messages';
import { minibusReservationKeys } from './minibus-reservation-keys';

/** `POST /api/minibusReservations`; 409 → the contract's conflict message. */
export function createMinibusReservation(input: CreateMinibusReservationInput): Promise<MinibusReservation> {
  return withStatusMessages(http.post('/minibusReservations', input, { parse: MinibusReservationSchema }), { 409: MINIBUS_RESERVATION_MESSAGES.conflict });
}

export function useCreateMinibusReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMinibusReservation,
    onSuccess: (reservation) => {
      queryClient.setQueryData(minibusReservationKeys.detail(reservation.id), reservation);
      return refreshAfterChange(queryClient, [minibusReservationKeys.all]);
    },
  });
}
