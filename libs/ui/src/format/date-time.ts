/**
 * Dates as pages and tables show them (the association's time zone, whatever the device's), and
 * `lazyDateFormat` for a remote's own formats. Their own entry (`@club/ui/dates`), outside the shared one
 * that every page downloads: only the remotes that show dates bundle them.
 */
import { lazyDateFormat } from './format-date';

// One module with formatDate: a page showing dates then waits for one chunk of a remote, not two in a row.
export { formatDate, lazyDateFormat } from './format-date';

const SHORT_DATE = lazyDateFormat('fr-FR', { dateStyle: 'medium', timeZone: 'Europe/Paris' });
const DATE_TIME = lazyDateFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' });
const TABLE_DATE = lazyDateFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' });
const TABLE_TIME = lazyDateFormat('fr-FR', { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' });

const format = (toText: (date: Date) => string, iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : toText(date);
};

/** '28 sept. 2026'. */
export const formatShortDate = (iso: string) => format(SHORT_DATE, iso);

/** '28 sept. 2026, 09:34'. */
export const formatDateTime = (iso: string) => format(DATE_TIME, iso);

/** '01/12/2026': a date in a table or a list (FRENCH.md §4). */
export const formatTableDate = (iso: string) => format(TABLE_DATE, iso);

/** '20 h 30', '9 h 05', '20 h' (non-breaking spaces): the time of day as sentences and tables write it. */
const frenchHour = (date: Date) => {
  const [hours = '', minutes = ''] = TABLE_TIME(date).split(':');
  return minutes === '00' ? `${Number(hours)}\u00a0h` : `${Number(hours)}\u00a0h\u00a0${minutes}`;
};

/** '01/12/2026, 20 h 30': a moment in a table (FRENCH.md §4). */
export const formatTableMoment = (iso: string) => format((date) => `${TABLE_DATE(date)}, ${frenchHour(date)}`, iso);
