import { minibusReservationsQueryOptions, roomReservationsQueryOptions } from '@club/api-client';
import { useQuery } from '@club/stack';

/** How many bookings of each kind the widget lists, and how far ahead it looks. */
const UPCOMING_LIMIT = 5;
const UPCOMING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Bookings overlapping now → 30 days ahead, earliest first (the API sorts by start). */
export function upcomingPeriod(now: Date) {
  return { startDate: now.toISOString(), endDate: new Date(now.getTime() + UPCOMING_DAYS * DAY_MS).toISOString(), page: 1, limit: UPCOMING_LIMIT };
}

/** The next room and minibus bookings; the period is fixed once per mount so the query key stays stable. */
export function useUpcomingReservations(period: ReturnType<typeof upcomingPeriod>) {
  const rooms = useQuery(roomReservationsQueryOptions(period));
  const minibuses = useQuery(minibusReservationsQueryOptions(period));
  return { rooms, minibuses };
}
