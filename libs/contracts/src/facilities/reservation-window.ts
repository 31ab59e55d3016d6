import { addParisDays, startOfParisWeek } from './paris-time';

export interface Period {
  /** UTC ISO instants; the period is [start, end). */
  start: string;
  end: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const MINIBUS_WINDOW_DAYS = 30;

/** Room reservations default to the current Paris week, Monday 00:00 up to (not including) next Monday 00:00 (spec §9). */
export function defaultRoomReservationPeriod(now: Date): Period {
  const monday = startOfParisWeek(now);
  return { start: monday.toISOString(), end: addParisDays(monday, 7).toISOString() };
}

/** Minibus reservations default to now → 30 days ahead (spec §9). */
export function defaultMinibusReservationPeriod(now: Date): Period {
  return { start: now.toISOString(), end: new Date(now.getTime() + MINIBUS_WINDOW_DAYS * DAY_MS).toISOString() };
}

/**
 * The period a list covers: the given bounds, a missing one derived from the other with the default
 * window's length, both missing → the default window.
 */
export function resolvePeriod(query: { startDate?: string; endDate?: string }, fallback: Period): Period {
  const length = Date.parse(fallback.end) - Date.parse(fallback.start);
  if (query.startDate && query.endDate) return { start: query.startDate, end: query.endDate };
  if (query.startDate) return { start: query.startDate, end: new Date(Date.parse(query.startDate) + length).toISOString() };
  if (query.endDate) return { start: new Date(Date.parse(query.endDate) - length).toISOString(), end: query.endDate };
  return fallback;
}
