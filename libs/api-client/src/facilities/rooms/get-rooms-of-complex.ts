import { RoomPageSchema, type RoomPage } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { compactParams, emptyPage } from '../shared/paging';
import { emptyOn404 } from '../shared/status-messages';
import { roomKeys, type RoomsOfComplexParams } from './room-keys';

/** `GET /api/complexes/{id}/rooms` (page, limit); a 404 is an empty list (spec §8). */
export function getRoomsOfComplex(complexId: string, params: RoomsOfComplexParams = {}, signal?: AbortSignal): Promise<RoomPage> {
  const call = http.get(`/complexes/${encodeURIComponent(complexId)}/rooms`, { query: compactParams(params), parse: RoomPageSchema, signal });
  return emptyOn404(call, () => emptyPage(params));
}

export const roomsOfComplexQueryOptions = (complexId: string, params: RoomsOfComplexParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: roomKeys.ofComplex(complexId, query), queryFn: ({ signal }) => getRoomsOfComplex(complexId, query, signal) });
};
