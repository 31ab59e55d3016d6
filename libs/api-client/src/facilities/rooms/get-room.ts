import { ROOM_MESSAGES, RoomSchema, type Room } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { withStatusMessages } from '../shared/status-messages';
import { roomKeys } from './room-keys';

/** `GET /api/rooms/{id}`. */
export function getRoom(id: string, signal?: AbortSignal): Promise<Room> {
  return withStatusMessages(http.get(`/rooms/${encodeURIComponent(id)}`, { parse: RoomSchema, signal }), { 404: ROOM_MESSAGES.notFound });
}

export const roomQueryOptions = (id: string) => queryOptions({ queryKey: roomKeys.detail(id), queryFn: ({ signal }) => getRoom(id, signal) });
