import { MINIBUS_RESERVATION_MESSAGES, MinibusReservationSchema, type MinibusReservation } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { withStatusMessages } from '../shared/status-messages';
import { minibusReservationKeys } from './minibus-reservation-keys';

/** `GET /api/minibusReservations/{id}`; 404 → 'Réservation non trouvée (404).' */
export function getMinibusReservation(id: string, signal?: AbortSignal): Promise<MinibusReservation> {
  const call = http.get(`/minibusReservations/${encodeURIComponent(id)}`, { parse: MinibusReservationSchema, signal });
  return withStatusMessages(call, { 404: MINIBUS_RESERVATION_MESSAGES.notFound });
}

export const minibusReservationQueryOptions = (id: string) =>
  queryOptions({ queryKey: minibusReservationKeys.detail(id), queryFn: ({ signal }) => getMinibusReservation(id, signal) });
