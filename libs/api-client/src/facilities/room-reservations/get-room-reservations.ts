import { RoomReservationPageSchema, type RoomReservationPage } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { compactParams } from '../shared/paging';
import { roomReservationKeys, type ReservationListParams } from './room-reservation-keys';

/** `GET /api/roomReservations` (startDate, endDate as ISO strings, status, page, limit). */
export function getRoomReservations(params: ReservationListParams = {}, signal?: AbortSignal): Promise<RoomReservationPage> {
  return http.get('/roomReservations', { query: compactParams(params), parse: RoomReservationPageSchema, signal });
}

export const roomReservationsQueryOptions = (params: ReservationListParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: roomReservationKeys.list(query), queryFn: ({ signal }) => getRoomReservations(query, signal) });
};
