import { toParis, type CalendarDate } from '../facilities/paris-time';

/**
 * The site's dates, one formatter per use (FRENCH.md §3–4), in the association's time zone (Paris)
 * whatever the device's. Pure and shared by the pages and the API's e-mails. No `fr-FR` Intl data: the
 * names are ours, and the Paris reading (`toParis`) builds its formatter on first use only.
 */

const WEEKDAY_NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
const MONTH_NAMES = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] as const;
const NBSP = '\u00a0';
const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date: an instant (ISO string or Date, read in Paris time) or a calendar day 'YYYY-MM-DD'. */
type DateInput = string | Date;

interface FrenchDay extends CalendarDate {
  /** 0 for Monday … 6 for Sunday. */
  weekday: number;
  hour: number;
  minute: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

function weekdayOf({ year, month, day }: CalendarDate): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/** The Paris calendar reading of a date; null when unreadable. */
function read(value: DateInput): FrenchDay | null {
  if (typeof value === 'string') {
    const key = DAY_KEY.exec(value);
    if (key) {
      const day = { year: Number(key[1]), month: Number(key[2]), day: Number(key[3]) };
      return { ...day, weekday: weekdayOf(day), hour: 0, minute: 0 };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const paris = toParis(date);
  return { year: paris.year, month: paris.month, day: paris.day, hour: paris.hour, minute: paris.minute, weekday: weekdayOf(paris) };
}

const shown = (value: DateInput, toText: (day: FrenchDay) => string) => {
  const day = read(value);
  return day ? toText(day) : String(value);
};

/** '1er' for the first day of a month, else the number: '23'. */
export const frenchDayNumber = (day: number) => (day === 1 ? '1er' : String(day));

/** 'Mardi 1er décembre 2026': a date at the start of a line or a heading. */
export const capitaliseFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const dayMonth = (d: FrenchDay) => `${frenchDayNumber(d.day)} ${MONTH_NAMES[d.month - 1]}`;
const clock = (hour: number, minute: number) => (minute === 0 ? `${hour}${NBSP}h` : `${hour}${NBSP}h${NBSP}${pad(minute)}`);

/** 'mardi 1er décembre 2026': a day in text or a card. */
export const formatLongDate = (value: DateInput) => shown(value, (d) => `${WEEKDAY_NAMES[d.weekday]} ${dayMonth(d)} ${d.year}`);

/** 'mardi 1er décembre': a day of a list already set in its year (a week, a calendar). */
export const formatLongDay = (value: DateInput) => shown(value, (d) => `${WEEKDAY_NAMES[d.weekday]} ${dayMonth(d)}`);

/** '1er décembre': a day under its weekday (a column of a week). */
export const formatDayMonth = (value: DateInput) => shown(value, dayMonth);

/** 'décembre 2026': the title of a month. */
export const formatMonthYear = (value: DateInput) => shown(value, (d) => `${MONTH_NAMES[d.month - 1]} ${d.year}`);

/** '1er décembre 2026': a day where the weekday says nothing (a birthday, a publication). */
export const formatDayMonthYear = (value: DateInput) => shown(value, (d) => `${dayMonth(d)} ${d.year}`);

/** 'mardi': the weekday of a date. */
export const formatWeekday = (value: DateInput) => shown(value, (d) => WEEKDAY_NAMES[d.weekday] ?? '');

/** '01/12/2026': a date in a table or a list. */
export const formatShortDate = (value: DateInput) => shown(value, (d) => `${pad(d.day)}/${pad(d.month)}/${d.year}`);

/** '20 h', '20 h 30' (non-breaking spaces): a time of day in sentences, cards and tables. */
export const formatTime = (value: DateInput) => shown(value, (d) => clock(d.hour, d.minute));

/** '20 h 30' for a form's or a contract's 'HH:MM'. */
export function formatClockText(text: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(text);
  return match ? clock(Number(match[1]), Number(match[2])) : text;
}

/** '01/12/2026, 20 h 30': a moment in a table. */
export const formatMoment = (value: DateInput) => shown(value, (d) => `${pad(d.day)}/${pad(d.month)}/${d.year}, ${clock(d.hour, d.minute)}`);

/**
 * 'du lundi 23 au dimanche 29 novembre 2026', 'du lundi 30 novembre au dimanche 6 décembre 2026',
 * 'du lundi 28 décembre 2026 au dimanche 3 janvier 2027': a period, both ends included.
 */
export function formatPeriod(start: DateInput, end: DateInput): string {
  const from = read(start);
  const to = read(end);
  if (!from || !to) return `${String(start)} – ${String(end)}`;
  const last = `${WEEKDAY_NAMES[to.weekday]} ${dayMonth(to)} ${to.year}`;
  const sameYear = from.year === to.year;
  const first =
    sameYear && from.month === to.month
      ? `${WEEKDAY_NAMES[from.weekday]} ${frenchDayNumber(from.day)}`
      : `${WEEKDAY_NAMES[from.weekday]} ${dayMonth(from)}${sameYear ? '' : ` ${from.year}`}`;
  return `du ${first} au ${last}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count > 1 ? 's' : ''}`;

/**
 * 'il y a 3 heures' under a week, then 'le 27 novembre' (with its year when it is not this year's):
 * a comment, a post on the wall.
 */
export function formatRelative(value: DateInput, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return "à l'instant";
  if (elapsed < HOUR) return `il y a ${plural(Math.floor(elapsed / MINUTE), 'minute')}`;
  if (elapsed < DAY) return `il y a ${plural(Math.floor(elapsed / HOUR), 'heure')}`;
  if (elapsed < 7 * DAY) return `il y a ${plural(Math.floor(elapsed / DAY), 'jour')}`;
  const then = read(date);
  const today = read(now);
  if (!then || !today) return String(value);
  return `le ${dayMonth(then)}${then.year === today.year ? '' : ` ${then.year}`}`;
}
