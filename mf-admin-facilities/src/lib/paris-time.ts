/**
 * The association lives in Paris time: a reservation typed "mardi 18:00" means 18:00 in Paris, whatever
 * the admin's computer says, and a week runs Monday 00:00 → Sunday 23:59:59.999 Paris time (spec §9).
 * Calendar days are handled as 'YYYY-MM-DD' strings; instants as ISO strings (UTC), as the API wants.
 */
export const PARIS_TIME_ZONE = 'Europe/Paris';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const partsFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: PARIS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function parisWallClock(instant: Date): WallClock {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes Paris is ahead of UTC at that instant (60 in winter, 120 in summer). */
function parisOffsetMinutes(utcMs: number): number {
  const wall = parisWallClock(new Date(utcMs));
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / MINUTE_MS);
}

/** The instant at which Paris clocks show that wall-clock time (a time skipped in March moves forward). */
export function parisWallTimeToDate(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = naive - parisOffsetMinutes(naive) * MINUTE_MS;
  const corrected = naive - parisOffsetMinutes(firstGuess) * MINUTE_MS;
  return new Date(corrected);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' of the Paris calendar day containing the instant. */
export function parisDayKey(instant: Date | string): string {
  const wall = parisWallClock(new Date(instant));
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** Today's Paris calendar day. */
export function parisToday(now: Date = new Date()): string {
  return parisDayKey(now);
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDayKey(value: string): boolean {
  const match = DAY_KEY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function dayKeyToUtcNoon(dayKey: string): Date {
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

/** Calendar arithmetic on day keys (no time zone involved: a day is a day). */
export function addDays(dayKey: string, days: number): string {
  return new Date(dayKeyToUtcNoon(dayKey).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayKeyToUtcNoon(to).getTime() - dayKeyToUtcNoon(from).getTime()) / DAY_MS);
}

/** 0 for Monday … 6 for Sunday: the association's weeks start on Monday. */
export function mondayIndex(dayKey: string): number {
  return (dayKeyToUtcNoon(dayKey).getUTCDay() + 6) % 7;
}

export function startOfWeek(dayKey: string): string {
  return addDays(dayKey, -mondayIndex(dayKey));
}

/** The first instant of a Paris day (ISO). */
export function parisStartOfDay(dayKey: string): string {
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number];
  return parisWallTimeToDate(year, month, day).toISOString();
}

/** The last millisecond of a Paris day (ISO): Sunday 23:59:59.999 ends a week. */
export function parisEndOfDay(dayKey: string): string {
  return new Date(new Date(parisStartOfDay(addDays(dayKey, 1))).getTime() - 1).toISOString();
}

/** 'YYYY-MM-DDTHH:MM' in Paris time, the value of a `datetime-local` input. */
export function toParisLocalInput(instant: Date | string): string {
  const wall = parisWallClock(new Date(instant));
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** The ISO instant of a `datetime-local` value read as Paris time; undefined when it is not one. */
export function fromParisLocalInput(value: string): string | undefined {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [number, number, number, number, number];
  if (!isDayKey(`${match[1]}-${match[2]}-${match[3]}`) || hour > 23 || minute > 59) return undefined;
  return parisWallTimeToDate(year, month, day, hour, minute).toISOString();
}
