/**
 * Compact dates for tables and lists (the association's time zone, whatever the device's). Their own entry
 * (`@club/ui/dates`), outside the shared one that every page downloads: only the remotes that use them bundle them.
 */
const SHORT_DATE = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeZone: 'Europe/Paris' });
const DATE_TIME = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' });

const format = (formatter: Intl.DateTimeFormat, iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
};

/** '28 sept. 2026'. */
export const formatShortDate = (iso: string) => format(SHORT_DATE, iso);

/** '28 sept. 2026, 09:34'. */
export const formatDateTime = (iso: string) => format(DATE_TIME, iso);
