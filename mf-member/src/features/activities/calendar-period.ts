import { addParisDays, formatParisDate, parseParisLocal, startOfParisWeek, toParis, WEEKDAYS, WEEKDAY_LABELS } from '@club/contracts';
import { capitaliseFirst, formatLongDay, formatMonthYear, formatPeriod, frenchDayNumber } from '@club/ui/dates';

/** The calendar of /dashboard/activities: a Monday-first week or month on Paris calendars, from `?vue&date`. */
export type CalendarView = 'semaine' | 'mois';

export interface CalendarPeriod {
  view: CalendarView;
  /** The day the address names (YYYY-MM-DD), today when absent or unreadable. */
  anchor: string;
  /** What the API is asked for: Paris days, the end day included. */
  startDate: string;
  endDate: string;
  /** Every day shown, Monday first (a month is padded to whole weeks). */
  /** `label` in full (« Mardi 1er décembre »), `dayNumber` under the weekday headers of a month (« 1er »). */
  days: { date: string; inPeriod: boolean; label: string; dayNumber: string }[];
  title: string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** "Mardi 1er décembre": a day heading, capitalised at the start of its line. */
export const dayLabel = (date: Date) => capitaliseFirst(formatLongDay(date));

export function readCalendarSearch(searchParams: URLSearchParams, now: Date): CalendarPeriod {
  const view: CalendarView = searchParams.get('vue') === 'mois' ? 'mois' : 'semaine';
  const asked = searchParams.get('date') ?? '';
  const anchorDate = (DATE_ONLY.test(asked) && parseParisLocal(asked)) || parseParisLocal(formatParisDate(now))!;
  return calendarPeriod(view, anchorDate);
}

function calendarPeriod(view: CalendarView, anchorDate: Date): CalendarPeriod {
  const anchor = formatParisDate(anchorDate);
  let first: Date;
  let count: number;
  let periodStart: Date;
  let periodEnd: Date;
  let title: string;
  if (view === 'semaine') {
    first = startOfParisWeek(anchorDate);
    count = 7;
    periodStart = first;
    periodEnd = addParisDays(first, 6);
    title = `Semaine ${formatPeriod(first, periodEnd)}`;
  } else {
    const { year, month } = toParis(anchorDate);
    periodStart = parseParisLocal(`${year}-${String(month).padStart(2, '0')}-01`)!;
    const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
    periodEnd = addParisDays(parseParisLocal(nextMonth)!, -1);
    first = startOfParisWeek(periodStart);
    const lastMonday = startOfParisWeek(periodEnd);
    count = Math.round((lastMonday.getTime() - first.getTime()) / 86_400_000) + 7;
    title = capitaliseFirst(formatMonthYear(periodStart));
  }
  const days = Array.from({ length: count }, (_, index) => {
    const day = addParisDays(first, index);
    const date = formatParisDate(day);
    return {
      date,
      inPeriod: date >= formatParisDate(periodStart) && date <= formatParisDate(periodEnd),
      label: dayLabel(day),
      dayNumber: frenchDayNumber(toParis(day).day),
    };
  });
  return { view, anchor, startDate: days[0]!.date, endDate: days[days.length - 1]!.date, days, title };
}

/** The address of the previous (-1) or next (+1) week or month. */
export function shiftedAnchor(period: CalendarPeriod, step: -1 | 1): string {
  const anchorDate = parseParisLocal(period.anchor)!;
  if (period.view === 'semaine') return formatParisDate(addParisDays(anchorDate, 7 * step));
  const { year, month } = toParis(anchorDate);
  const target = new Date(Date.UTC(year, month - 1 + step, 1));
  return `${target.getUTCFullYear()}-${String(target.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

export const WEEKDAY_HEADERS = WEEKDAYS.map((day) => WEEKDAY_LABELS[day]);
