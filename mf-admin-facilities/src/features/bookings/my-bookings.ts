import type { MinibusReservation, ReservationStatus, RoomReservation } from '@club/contracts';
import { paths } from '../../paths';

/** One line of a booker's list: a room or a minibus booking, with where it is and where to change it. */
export interface MyBooking {
  id: string;
  kind: 'room' | 'minibus';
  title: string;
  startAt: string;
  endAt: string;
  status: ReservationStatus;
  place: string;
  /** The resource's planning, on the booking's week. */
  planningPath: string;
  editPath: string;
}

/** Rooms and minibuses in one list, soonest first. */
export function mergeMyBookings(rooms: readonly RoomReservation[], minibuses: readonly MinibusReservation[]): MyBooking[] {
  const common = (reservation: RoomReservation | MinibusReservation) => ({
    id: reservation.id,
    title: reservation.title,
    startAt: reservation.startAt,
    endAt: reservation.endAt,
    status: reservation.status,
  });
  return [
    ...rooms.map((reservation) => ({
      ...common(reservation),
      kind: 'room' as const,
      place: reservation.roomName,
      planningPath: paths.bookingRoom.href(reservation.roomId),
      editPath: paths.bookingRoomEdit.href(reservation.id),
    })),
    ...minibuses.map((reservation) => ({
      ...common(reservation),
      kind: 'minibus' as const,
      place: reservation.minibusName,
      planningPath: paths.bookingMinibus.href(reservation.minibusId),
      editPath: paths.bookingMinibusEdit.href(reservation.id),
    })),
  ].sort((a, b) => a.startAt.localeCompare(b.startAt) || a.id.localeCompare(b.id));
}

/** A booker changes or cancels a booking only while it waits for an admin (ADR 030). */
export const isChangeable = (booking: { status: ReservationStatus }) => booking.status === 'pending';
