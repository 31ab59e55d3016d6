import { addCalendarDays, formatParisDate, fromParis, parseParisLocal, toParis, type CalendarDate } from '@club/contracts';

/**
 * Day-level helpers for the week views, on top of the contracts' Paris-time functions. Calendar days
 * travel as 'YYYY-MM-DD' strings (URLs, keys); instants as UTC ISO strings, as the API wants.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');
const toKey = ({ year, month, day }: CalendarDate) => `${year}-${pad(month)}-${pad(day)}`;

function fromKey(dayKey: string): CalendarDate {
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const utcNoon = (dayKey: string) => {
  const { year, month, day } = fromKey(dayKey);
  return Date.UTC(year, month - 1, day, 12);
};

export function isDayKey(value: string): boolean {
  return DAY_KEY.test(value) && new Date(utcNoon(value)).toISOString().slice(0, 10) === value;
}

/** 'YYYY-MM-DD' of the Paris calendar day containing the instant. */
export function parisDayKey(instant: Date | string): string {
  return formatParisDate(new Date(instant));
}

export function parisToday(now: Date = new Date()): string {
  return parisDayKey(now);
}

export function addDays(dayKey: string, days: number): string {
  return toKey(addCalendarDays(fromKey(dayKey), days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcNoon(to) - utcNoon(from)) / DAY_MS);
}

/** 0 for Monday … 6 for Sunday: the association's weeks start on Monday (spec §9). */
export function mondayIndex(dayKey: string): number {
  return (new Date(utcNoon(dayKey)).getUTCDay() + 6) % 7;
}

export function startOfWeek(dayKey: string): string {
  return addDays(dayKey, -mondayIndex(dayKey));
}

/** The first instant of a Paris day (ISO). */
export function parisStartOfDay(dayKey: string): string {
  return fromParis(fromKey(dayKey)).toISOString();
}

/** The last millisecond of a Paris day (ISO): Sunday 23:59:59.999 ends a week. */
export function parisEndOfDay(dayKey: string): string {
  return new Date(fromParis(fromKey(addDays(dayKey, 1))).getTime() - 1).toISOString();
}

/** 'YYYY-MM-DDTHH:MM' in Paris time: the value of a `datetime-local` input showing that instant. */
export function toParisLocalInput(instant: Date | string): string {
  const wall = toParis(new Date(instant));
  return `${toKey(wall)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The ISO instant of a `datetime-local` value read as Paris time; undefined when it is not one. */
export function fromParisLocalInput(value: string): string | undefined {
  if (!value.includes('T')) return undefined;
  return parseParisLocal(value)?.toISOString();
}
