import { addParisDays, formatParisDate, parseParisLocal, startOfParisWeek } from '@club/contracts';
import { capitaliseFirst, formatLongDay, formatPeriod, formatTime } from '@club/ui/dates';

/** A Paris week, Monday first (spec §9), as the `semaine` search parameter names it (any day of it, AAAA-MM-JJ). */
export interface Week {
  /** Monday, AAAA-MM-JJ. */
  monday: string;
  /** The period the API is asked for: Monday to Sunday, both included (bare dates are Paris days). */
  startDate: string;
  endDate: string;
  previous: string;
  next: string;
  days: string[];
}

export const WEEK_PARAM = 'semaine';

/** The week of `?semaine=` (today's when missing or unreadable), read on Paris clocks. */
export function readWeek(searchParams: URLSearchParams, now: Date = new Date()): Week {
  const asked = searchParams.get(WEEK_PARAM);
  const day = (asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && parseParisLocal(asked)) || now;
  const monday = startOfParisWeek(day);
  const days = Array.from({ length: 7 }, (_, index) => formatParisDate(addParisDays(monday, index)));
  return {
    monday: days[0]!,
    startDate: days[0]!,
    endDate: days[6]!,
    previous: formatParisDate(addParisDays(monday, -7)),
    next: formatParisDate(addParisDays(monday, 7)),
    days,
  };
}

/** 'Mardi 1er décembre' for a Paris day AAAA-MM-JJ (a heading: capitalised). */
export const dayLabel = (day: string) => capitaliseFirst(formatLongDay(day));

/** 'Semaine du lundi 23 au dimanche 29 mars 2026'. */
export const weekLabel = (week: Week) => `Semaine ${formatPeriod(week.monday, week.days[6]!)}`;

/** The Paris day (AAAA-MM-JJ) an instant falls on. */
export const parisDay = (instant: string) => formatParisDate(new Date(instant));

/** '18 h', '18 h 30' on Paris clocks. */
export const parisTime = (instant: string) => formatTime(instant);
