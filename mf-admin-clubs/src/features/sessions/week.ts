import { addParisDays, formatParisDate, parseParisLocal, startOfParisWeek, toParis, WEEKDAY_LABELS, WEEKDAYS } from '@club/contracts';

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

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** 'Lundi 23 mars' for a Paris day AAAA-MM-JJ. */
export function dayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAYS[(new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7]!;
  return `${WEEKDAY_LABELS[weekday]} ${date} ${MONTHS[month - 1]}`;
}

/** 'Semaine du 23 au 29 mars 2026'. */
export function weekLabel(week: Week): string {
  const [year, month, date] = week.monday.split('-').map(Number) as [number, number, number];
  const [, lastMonth, lastDate] = week.days[6]!.split('-').map(Number) as [number, number, number];
  const from = month === lastMonth ? `${date}` : `${date} ${MONTHS[month - 1]}`;
  return `Semaine du ${from} au ${lastDate} ${MONTHS[lastMonth - 1]} ${year}`;
}

/** The Paris day (AAAA-MM-JJ) an instant falls on. */
export const parisDay = (instant: string) => formatParisDate(new Date(instant));

/** 'HH:MM' on Paris clocks. */
export function parisTime(instant: string): string {
  const { hour, minute } = toParis(new Date(instant));
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
