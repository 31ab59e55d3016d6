import { lazyDateFormat } from './lazy-date-format';

const formatLongDate = lazyDateFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });

/** '12 septembre 2026' for an ISO timestamp (the association's time zone, whatever the device's). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatLongDate(date);
}
