import { MinibusReservationPageSchema, type MinibusReservationPage } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { compactParams } from '../shared/paging';
import type { ReservationListParams } from '../room-reservations/room-reservation-keys';
import { minibusReservationKeys } from './minibus-reservation-keys';

/** `GET /api/minibusReservations` (startDate, endDate as ISO strings, status, page, limit). */
export function getMinibusReservations(params: ReservationListParams = {}, signal?: AbortSignal): Promise<MinibusReservationPage> {
  return http.get('/minibusReservations', { query: compactParams(params), parse: MinibusReservationPageSchema, signal });
}

export const minibusReservationsQueryOptions = (params: ReservationListParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: minibusReservationKeys.list(query), queryFn: ({ signal }) => getMinibusReservations(query, signal) });
};
