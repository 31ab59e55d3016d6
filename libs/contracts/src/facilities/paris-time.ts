/**
 * Wall-clock time in Europe/Paris, whatever the time zone of the machine running the code.
 * Opening hours, "today" and "this week" are Paris notions for the association; instants are stored
 * in UTC. Intl carries the DST rules, so nothing here assumes a fixed offset.
 */
export const PARIS_TIME_ZONE = 'Europe/Paris';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** French labels of the days, week starting Monday (spec §9). */
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Lundi',
  tuesday: 'Mardi',
  wednesday: 'Mercredi',
  thursday: 'Jeudi',
  friday: 'Vendredi',
  saturday: 'Samedi',
  sunday: 'Dimanche',
};

/** A calendar day, as printed on a Paris calendar. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface ParisDateTime extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: Weekday;
}

// Built on first use: a module-level formatter would load ICU's data on every page importing the contracts.
let partsFormatter: Intl.DateTimeFormat | undefined;
const PARTS_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: PARIS_TIME_ZONE,
  hourCycle: 'h23',
  weekday: 'short',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

const SHORT_WEEKDAYS: Record<string, Weekday> = {
  Mon: 'monday',
  Tue: 'tuesday',
  Wed: 'wednesday',
  Thu: 'thursday',
  Fri: 'friday',
  Sat: 'saturday',
  Sun: 'sunday',
};

/** The Paris wall-clock reading of an instant. */
export function toParis(date: Date): ParisDateTime {
  const parts: Record<string, string> = {};
  for (const part of (partsFormatter ??= new Intl.DateTimeFormat('en-US', PARTS_OPTIONS)).formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    millisecond: date.getUTCMilliseconds(),
    weekday: SHORT_WEEKDAYS[parts.weekday ?? ''] ?? 'monday',
  };
}

const wallClockAsUtc = (p: CalendarDate & { hour?: number; minute?: number; second?: number; millisecond?: number }) =>
  Date.UTC(p.year, p.month - 1, p.day, p.hour ?? 0, p.minute ?? 0, p.second ?? 0, p.millisecond ?? 0);

/** Paris offset from UTC at an instant, in milliseconds (+1 h in winter, +2 h in summer). */
export function parisOffsetMs(date: Date): number {
  return wallClockAsUtc(toParis(date)) - date.getTime();
}

/**
 * The instant at which Paris clocks show this wall-clock time. A time skipped by the spring change
 * (02:30 on the last Sunday of March) lands after the jump (03:30); a time repeated in October
 * resolves to one of its two instants.
 */
export function fromParis(wall: CalendarDate & { hour?: number; minute?: number; second?: number; millisecond?: number }): Date {
  const asUtc = wallClockAsUtc(wall);
  const first = asUtc - parisOffsetMs(new Date(asUtc));
  return new Date(asUtc - parisOffsetMs(new Date(first)));
}

/** The calendar day `days` after (or before) a given one. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

export const sameCalendarDate = (a: CalendarDate, b: CalendarDate) => a.year === b.year && a.month === b.month && a.day === b.day;

/** Midnight (Paris) starting the Paris day of an instant. */
export function startOfParisDay(date: Date): Date {
  const { year, month, day } = toParis(date);
  return fromParis({ year, month, day });
}

/** Monday 00:00 (Paris) of the week holding an instant: the week starts on Monday (spec §9). */
export function startOfParisWeek(date: Date): Date {
  const paris = toParis(date);
  return fromParis(addCalendarDays(paris, -WEEKDAYS.indexOf(paris.weekday)));
}

/** Midnight (Paris) `days` calendar days after the Paris day of an instant (a Paris day may last 23 or 25 h). */
export function addParisDays(date: Date, days: number): Date {
  return fromParis(addCalendarDays(toParis(date), days));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'HH:MM' on Paris clocks. */
export function formatParisTime(date: Date): string {
  const { hour, minute } = toParis(date);
  return `${pad(hour)}:${pad(minute)}`;
}

/** 'YYYY-MM-DD' on Paris calendars. */
export function formatParisDate(date: Date): string {
  const { year, month, day } = toParis(date);
  return `${year}-${pad(month)}-${pad(day)}`;
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

export type WallClock = CalendarDate & { hour: number; minute: number; second: number; millisecond: number };

/** Reads 'YYYY-MM-DD[THH:MM[:SS[.sss]]]' as calendar fields; null for malformed or impossible dates (30 February, 24:00). */
export function readWallClock(text: string): WallClock | null {
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const wall = { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second: second!, millisecond: Number((match[7] ?? '').padEnd(3, '0')) };
  const check = new Date(wallClockAsUtc(wall));
  const valid = check.getUTCMonth() + 1 === wall.month && check.getUTCDate() === wall.day && wall.hour < 24 && wall.minute < 60 && wall.second < 60;
  return valid ? wall : null;
}

/** The instant these wall-clock fields denote at a fixed UTC offset (minutes east of UTC). */
export const atOffset = (wall: WallClock, offsetMinutes: number) => new Date(wallClockAsUtc(wall) - offsetMinutes * 60_000);

/**
 * Reads a date without offset as Paris wall-clock time ('2026-03-29T10:00', '2026-03-29'), as an HTML
 * `datetime-local` or `date` input gives it. Returns null when the text is not such a date.
 */
export function parseParisLocal(text: string): Date | null {
  const wall = readWallClock(text);
  return wall ? fromParis(wall) : null;
}
