import { minibusReservationsQueryOptions, roomReservationsQueryOptions } from '@club/api-client';
import { RESERVATION_HORIZON_YEARS } from '@club/contracts';
import { addDays, parisStartOfDay, parisToday } from '../../../shared/time/paris-time';

/** A booker's list holds up to this many bookings of each kind (the API's largest page). */
const MY_BOOKINGS_LIMIT = 100;

/** From today (Paris) to the booking horizon plus the longest minibus trip: every booking still to come or under way. */
function myBookingsPeriod(today: string = parisToday()) {
  return { startDate: parisStartOfDay(today), endDate: parisStartOfDay(addDays(today, RESERVATION_HORIZON_YEARS * 366 + 31)) };
}

/** The caller's own room bookings (`GET /api/roomReservations?mine=true`, ADR 170). */
export const myRoomBookingsQueryOptions = (period = myBookingsPeriod()) => roomReservationsQueryOptions({ mine: true, ...period, limit: MY_BOOKINGS_LIMIT });

/** The caller's own minibus bookings (`GET /api/minibusReservations?mine=true`). */
export const myMinibusBookingsQueryOptions = (period = myBookingsPeriod()) => minibusReservationsQueryOptions({ mine: true, ...period, limit: MY_BOOKINGS_LIMIT });
