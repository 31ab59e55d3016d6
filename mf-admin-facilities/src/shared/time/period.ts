import { z } from 'zod';
import { addDays, daysBetween, isDayKey, parisDayKey, parisEndOfDay, parisStartOfDay, parisToday, startOfWeek } from './paris-time';

/** Longest period a week view shows: six weeks keeps the page readable and the request small. */
const MAX_PERIOD_DAYS = 42;

/** A search value read as a Paris day: 'YYYY-MM-DD', or an ISO instant (what the API itself takes). */
const daySearchValue = z
  .string()
  .transform((value, ctx) => {
    if (isDayKey(value)) return value;
    const instant = new Date(value);
    if (/^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(instant.getTime())) return parisDayKey(instant);
    ctx.addIssue({ code: 'custom', message: 'Date invalide' });
    return z.NEVER;
  })
  .optional()
  .catch(undefined);

/** `?startDate&endDate` of the week views; a wrong value is ignored rather than breaking the page. */
export const PeriodSearchSchema = z.object({ startDate: daySearchValue, endDate: daySearchValue });
export type PeriodSearch = z.infer<typeof PeriodSearchSchema>;

export interface Period {
  /** First and last Paris days shown (inclusive). */
  startDay: string;
  endDay: string;
  /** The same bounds as instants, for the API. */
  startDate: string;
  endDate: string;
}

function periodOf(startDay: string, endDay: string): Period {
  return { startDay, endDay, startDate: parisStartOfDay(startDay), endDate: parisEndOfDay(endDay) };
}

/** The period to show: the current week (Monday → Sunday) unless the search says otherwise. */
function resolvePeriod(search: PeriodSearch, today: string = parisToday()): Period {
  const startDay = search.startDate ?? (search.endDate ? startOfWeek(search.endDate) : startOfWeek(today));
  const requestedEnd = search.endDate ?? addDays(startDay, 6);
  const span = daysBetween(startDay, requestedEnd);
  const endDay = span < 0 ? addDays(startDay, 6) : addDays(startDay, Math.min(span, MAX_PERIOD_DAYS - 1));
  return periodOf(startDay, endDay);
}

export function readPeriod(searchParams: URLSearchParams, today?: string): Period {
  return resolvePeriod(PeriodSearchSchema.parse(Object.fromEntries(searchParams)), today);
}

/** The search of the period shifted by whole weeks (at least one), for the previous / next buttons. */
export function shiftPeriod(period: Period, direction: -1 | 1): { startDate: string; endDate: string } {
  const weeks = Math.max(1, Math.ceil((daysBetween(period.startDay, period.endDay) + 1) / 7));
  const days = direction * weeks * 7;
  return { startDate: addDays(period.startDay, days), endDate: addDays(period.endDay, days) };
}

export function currentWeekSearch(today: string = parisToday()): { startDate: string; endDate: string } {
  const monday = startOfWeek(today);
  return { startDate: monday, endDate: addDays(monday, 6) };
}

/** The bounds the API takes (`startDate`, `endDate` as ISO instants). */
export const periodRange = (period: Period) => ({ startDate: period.startDate, endDate: period.endDate });
