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

const format = (toText: (date: Date) => string, iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : toText(date);
};

/** '28 sept. 2026'. */
export const formatShortDate = (iso: string) => format(SHORT_DATE, iso);

/** '28 sept. 2026, 09:34'. */
export const formatDateTime = (iso: string) => format(DATE_TIME, iso);
