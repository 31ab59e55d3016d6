import { RoomReservationPageSchema, type RoomReservationPage } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { fetchAllPages } from '../shared/fetch-all-pages';
import { compactParams, emptyPage, type PeriodParams } from '../shared/paging';
import { emptyOn404 } from '../shared/status-messages';
import { roomReservationKeys } from './room-reservation-keys';

/**
 * Every reservation of a room overlapping the period (`GET /api/rooms/{id}/roomReservations`, all
 * pages); a 404 is an empty list (spec §8). Without a period the server uses the current Paris week.
 */
export function getReservationsOfRoom(roomId: string, period: PeriodParams = {}, signal?: AbortSignal): Promise<RoomReservationPage> {
  const path = `/rooms/${encodeURIComponent(roomId)}/roomReservations`;
  const all = fetchAllPages((page, limit) => http.get(path, { query: { ...compactParams(period), page, limit }, parse: RoomReservationPageSchema, signal }));
  return emptyOn404(all, () => emptyPage({}));
}

export const reservationsOfRoomQueryOptions = (roomId: string, period: PeriodParams = {}) => {
  const query = compactParams(period);
  return queryOptions({
    queryKey: roomReservationKeys.ofRoom(roomId, query),
    queryFn: ({ signal }) => getReservationsOfRoom(roomId, query, signal),
  });
};
