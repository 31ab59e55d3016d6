import { RoomPageSchema, type RoomPage } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { compactParams } from '../shared/paging';
import { roomKeys, type RoomListParams } from './room-keys';

/** `GET /api/rooms` (page, limit, search, complexId, sportType, isIndoor). */
export function getRooms(params: RoomListParams = {}, signal?: AbortSignal): Promise<RoomPage> {
  return http.get('/rooms', { query: compactParams(params), parse: RoomPageSchema, signal });
}

export const roomsQueryOptions = (params: RoomListParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: roomKeys.list(query), queryFn: ({ signal }) => getRooms(query, signal) });
};
