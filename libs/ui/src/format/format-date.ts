/**
 * A date formatter built on its first use. A page's first `Intl.DateTimeFormat` loads ICU's locale and
 * time-zone data, costly on a slow CPU: built at module level, every page that imports the module pays it
 * while the module is evaluated, dates shown or not (docs/decisions/182-admin-first-visit-and-records.md,
 * figures in bench/results/2026-11-25-to-27-admin-first-visit.md).
 */
function lazyDateFormat(locale: string, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (date) => (formatter ??= new Intl.DateTimeFormat(locale, options)).format(date);
}

const formatLongDate = lazyDateFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/** '12 septembre 2026' for an ISO timestamp (the association's time zone, whatever the device's). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatLongDate(date);
}
