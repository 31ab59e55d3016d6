import {
  addCalendarDays,
  dayWindow,
  defaultRoomReservationPeriod,
  fromParis,
  toParis,
  WEEKDAYS,
  type CalendarDate,
  type FacilitiesStatistics,
  type OpeningHours,
} from '@club/contracts';
import type { Actor } from '../../shared/auth/actor';
import { FACILITIES_ADMIN_ROLES } from '../../shared/auth/facilities-access';
import { requireRole } from '../../shared/auth/require-actor';
import type { ServiceContext } from '../../shared/service-context';
import * as repository from './facilities-statistics.repository';

const HOUR_MS = 3_600_000;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const atTime = (day: CalendarDate, hhmm: string) => fromParis({ ...day, hour: Number(hhmm.slice(0, 2)), minute: Number(hhmm.slice(3, 5)) }).getTime();

/** Hours a room is open during the Paris week starting at `monday` (real hours: a DST night counts 23 or 25 h). */
function weeklyOpenHours(openingHours: OpeningHours, monday: Date): number {
  const first = toParis(monday);
  let total = 0;
  WEEKDAYS.forEach((weekday, index) => {
    const window = dayWindow(openingHours[weekday]);
    if (!window) return;
    const day = addCalendarDays(first, index);
    total += (atTime(day, window.close) - atTime(day, window.open)) / HOUR_MS;
  });
  return total;
}

/**
 * Facilities figures for the admin dashboard (docs/decisions/033-facilities-statistics.md). occupancyRate:
 * booked hours this Paris week (pending, confirmed or completed room reservations, clipped to the week)
 * over the hours all rooms are open this week, as a percentage with one decimal.
 */
export async function facilitiesStatistics({ ctx, actor }: { ctx: ServiceContext; actor: Actor | null; input?: undefined }): Promise<FacilitiesStatistics> {
  requireRole(actor, FACILITIES_ADMIN_ROLES);
  const week = defaultRoomReservationPeriod(ctx.now());
  const [totals, rooms, reservations] = await Promise.all([
    repository.countFacilities(ctx.db),
    repository.roomOpeningHours(ctx.db),
    repository.occupyingReservations(ctx.db, week.start, week.end),
  ]);
  const monday = new Date(week.start);
  const openHours = rooms.reduce((sum, room) => sum + weeklyOpenHours(JSON.parse(room.opening_hours) as OpeningHours, monday), 0);
  const weekStart = Date.parse(week.start);
  const weekEnd = Date.parse(week.end);
  const bookedHours = reservations.reduce((sum, r) => sum + (Math.min(Date.parse(r.end_at), weekEnd) - Math.max(Date.parse(r.start_at), weekStart)) / HOUR_MS, 0);
  return {
    totalComplexes: totals.complexes,
    totalRooms: totals.rooms,
    totalReservations: totals.reservations,
    occupancyRate: openHours > 0 ? Math.min(100, round((bookedHours / openHours) * 100, 1)) : 0,
    bookedHours: round(bookedHours, 2),
    openHours: round(openHours, 2),
    periodStart: week.start,
    periodEnd: week.end,
  };
}
