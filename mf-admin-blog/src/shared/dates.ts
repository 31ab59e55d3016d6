import { formatParisDate, formatParisTime, isScheduled, parseParisLocal, type Article } from '@club/contracts';
import { formatMoment } from '@club/ui/dates';

/** "Publié", "Programmé le …", "Brouillon" or "Archivé", as the admin reads an article's state. */
export function publicationLabel(article: Pick<Article, 'status' | 'publishedAt'>, now = new Date()): string {
  if (isScheduled(article, now)) return `Programmé le ${formatMoment(article.publishedAt!)}`;
  if (article.status === 'published') return article.publishedAt ? `Publié le ${formatMoment(article.publishedAt)}` : 'Publié';
  return article.status === 'draft' ? 'Brouillon' : 'Archivé';
}

/** The value of the date-time picker for an instant (Paris wall clock, whatever the device's zone), and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${formatParisDate(date)}T${formatParisTime(date)}`;
}

export const fromLocalInput = (value: string): string | null => (value ? (parseParisLocal(value)?.toISOString() ?? value) : null);
