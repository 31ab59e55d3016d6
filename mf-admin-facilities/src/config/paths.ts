/**
 * Every address of the area. The shell mounts this remote at `/admin` (areas.ts) for the prefixes
 * `/admin/facilities` and `/admin/assets`; route paths below are relative to that base.
 */
export const BASE_PATH = '/admin';

const id = (value: string) => encodeURIComponent(value);

/** Route patterns, relative to BASE_PATH. */
export const ROUTE_PATHS = {
  facilities: 'facilities',
  complexes: 'facilities/complexes',
  complexCreate: 'facilities/complexes/create',
  complex: 'facilities/complexes/:complexId',
  complexEdit: 'facilities/complexes/:complexId/edit',
  complexCreateRoom: 'facilities/complexes/:complexId/create-room',
  rooms: 'facilities/rooms',
  room: 'facilities/rooms/:roomId',
  roomEdit: 'facilities/rooms/:roomId/edit',
  roomCreateReservation: 'facilities/rooms/:roomId/create-reservation',
  roomReservationEdit: 'facilities/roomReservations/:roomReservationId/edit',
  assets: 'assets',
  minibuses: 'assets/minibuses',
  minibusCreate: 'assets/minibuses/create',
  minibus: 'assets/minibuses/:minibusId',
  minibusEdit: 'assets/minibuses/:minibusId/edit',
  minibusCreateReservation: 'assets/minibuses/:minibusId/create-reservation',
  minibusReservationEdit: 'assets/minibusReservations/:minibusReservationId/edit',
} as const;

const at = (relative: string) => `${BASE_PATH}/${relative}`;

/** Absolute links, for <Link> and navigate(). */
export const paths = {
  complexes: () => at('facilities/complexes'),
  complexCreate: () => at('facilities/complexes/create'),
  complex: (complexId: string) => at(`facilities/complexes/${id(complexId)}`),
  complexEdit: (complexId: string) => at(`facilities/complexes/${id(complexId)}/edit`),
  complexCreateRoom: (complexId: string) => at(`facilities/complexes/${id(complexId)}/create-room`),
  rooms: () => at('facilities/rooms'),
  room: (roomId: string) => at(`facilities/rooms/${id(roomId)}`),
  roomEdit: (roomId: string) => at(`facilities/rooms/${id(roomId)}/edit`),
  roomCreateReservation: (roomId: string) => at(`facilities/rooms/${id(roomId)}/create-reservation`),
  roomReservationEdit: (reservationId: string) => at(`facilities/roomReservations/${id(reservationId)}/edit`),
  minibuses: () => at('assets/minibuses'),
  minibusCreate: () => at('assets/minibuses/create'),
  minibus: (minibusId: string) => at(`assets/minibuses/${id(minibusId)}`),
  minibusEdit: (minibusId: string) => at(`assets/minibuses/${id(minibusId)}/edit`),
  minibusCreateReservation: (minibusId: string) => at(`assets/minibuses/${id(minibusId)}/create-reservation`),
  minibusReservationEdit: (reservationId: string) => at(`assets/minibusReservations/${id(reservationId)}/edit`),
};

/** A path with its search, e.g. a week of a room's planning. */
export function withSearch(path: string, search: Record<string, string | undefined>): string {
  const params = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
