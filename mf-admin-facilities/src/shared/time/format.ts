import { PARIS_TIME_ZONE } from '@club/contracts';
import { lazyDateFormat } from '@club/ui/dates';

const dateTime = lazyDateFormat('fr-FR', {
  timeZone: PARIS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const time = lazyDateFormat('fr-FR', { timeZone: PARIS_TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const longDay = lazyDateFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDay = lazyDateFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

const dayKeyDate = (dayKey: string) => new Date(`${dayKey}T12:00:00.000Z`);

/** '24/11/2026 18:00' (Paris time). */
export function formatDateTime(instant: string | Date): string {
  return dateTime(new Date(instant)).replace(',', '');
}

/** '18:00' (Paris time). */
export function formatTime(instant: string | Date): string {
  return time(new Date(instant));
}

/** 'mardi 24 novembre 2026' for a 'YYYY-MM-DD' day. */
export function formatLongDay(dayKey: string): string {
  return longDay(dayKeyDate(dayKey));
}

/** 'mardi 24 novembre' for a 'YYYY-MM-DD' day. */
export function formatShortDay(dayKey: string): string {
  return shortDay(dayKeyDate(dayKey));
}

const weekday = lazyDateFormat('fr-FR', { timeZone: 'UTC', weekday: 'long' });
const dayMonth = lazyDateFormat('fr-FR', { timeZone: 'UTC', day: 'numeric', month: 'long' });

/** 'mardi' for a 'YYYY-MM-DD' day. */
export const formatWeekday = (dayKey: string) => weekday(dayKeyDate(dayKey));

/** '24 novembre' for a 'YYYY-MM-DD' day. */
export const formatDayMonth = (dayKey: string) => dayMonth(dayKeyDate(dayKey));
