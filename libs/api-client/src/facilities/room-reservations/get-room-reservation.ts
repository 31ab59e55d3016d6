import { ROOM_RESERVATION_MESSAGES, RoomReservationSchema, type RoomReservation } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { withStatusMessages } from '../shared/status-messages';
import { roomReservationKeys } from './room-reservation-keys';

/** `GET /api/roomReservations/{id}`; 404 → 'Réservation non trouvée (404).' (spec §8). */
export function getRoomReservation(id: string, signal?: AbortSignal): Promise<RoomReservation> {
  const call = http.get(`/roomReservations/${encodeURIComponent(id)}`, { parse: RoomReservationSchema, signal });
  return withStatusMessages(call, { 404: ROOM_RESERVATION_MESSAGES.notFound });
}

export const roomReservationQueryOptions = (id: string) =>
  queryOptions({ queryKey: roomReservationKeys.detail(id), queryFn: ({ signal }) => getRoomReservation(id, signal) });
