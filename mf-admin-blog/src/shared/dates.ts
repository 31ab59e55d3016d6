import { isScheduled, type Article } from '@club/contracts';
import { formatMoment } from '@club/ui/dates';

/** "Publié", "Programmé le …", "Brouillon" or "Archivé", as the admin reads an article's state. */
export function publicationLabel(article: Pick<Article, 'status' | 'publishedAt'>, now = new Date()): string {
  if (isScheduled(article, now)) return `Programmé le ${formatMoment(article.publishedAt!)}`;
  if (article.status === 'published') return article.publishedAt ? `Publié le ${formatMoment(article.publishedAt)}` : 'Publié';
  return article.status === 'draft' ? 'Brouillon' : 'Archivé';
}

/** The value of a `datetime-local` input for an instant (local time of the browser), and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);
