import { paths } from '../../paths';
import { MINIBUS_RESERVATIONS } from '../minibus-reservations/minibus-reservation-kind';
import type { ReservationKind } from '../reservations/reservation-kind';
import { ROOM_RESERVATIONS } from '../room-reservations/room-reservation-kind';

/** Room bookings seen from a booker's pages: the same forms and rules, their plannings and edits under /admin/bookings. */
export const BOOKED_ROOMS: ReservationKind<'roomId'> = {
  ...ROOM_RESERVATIONS,
  planningPath: paths.bookingRoom.href,
  editPath: paths.bookingRoomEdit.href,
};

/** Minibus bookings seen from a booker's pages. */
export const BOOKED_MINIBUSES: ReservationKind<'minibusId'> = {
  ...MINIBUS_RESERVATIONS,
  planningPath: paths.bookingMinibus.href,
  editPath: paths.bookingMinibusEdit.href,
};
