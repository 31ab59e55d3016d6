import { routePaths } from '@club/contracts';

/**
 * Every address of the area, written once. The shell mounts this remote at BASE_PATH (its build's
 * areas) for the prefixes `/admin/facilities`, `/admin/assets` and `/admin/bookings`: each route's `path` is relative to
 * it (route objects, menu entries) and its `href(...ids)` is the absolute link (<Link>, navigate()).
 */
export const BASE_PATH = '/admin';

export const paths = routePaths(BASE_PATH, {
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
  // Bookings of coaches and section managers (ADR 170): the only pages of this area the club staff may open.
  bookings: 'bookings',
  bookingRoom: 'bookings/rooms/:roomId',
  bookingRoomEdit: 'bookings/roomReservations/:roomReservationId/edit',
  bookingMinibus: 'bookings/minibuses/:minibusId',
  bookingMinibusEdit: 'bookings/minibusReservations/:minibusReservationId/edit',
});
