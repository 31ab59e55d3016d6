import { MAX_PAGE_SIZE } from '@club/contracts';
import { z } from 'zod';

/**
 * Search values of the list pages, read leniently: a wrong value falls back to its default instead of
 * breaking the page (a hand-edited URL still shows the list).
 */
export const pageParam = z.coerce.number().int().min(1).catch(1);
export const limitParam = (fallback: number) => z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).catch(fallback);
export const textParam = z
  .string()
  .trim()
  .max(255)
  .optional()
  .transform((value) => value || undefined)
  .catch(undefined);
export const booleanParam = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'))
  .catch(undefined);
export const uuidParam = z.uuid().optional().catch(undefined);

export function readSearch<T extends z.ZodType>(schema: T, url: string | URL): z.output<T> {
  return schema.parse(Object.fromEntries(new URL(url).searchParams));
}

/** A path with its search, leaving out empty values, e.g. a week of a room's planning. */
export function withSearch(path: string, search: Record<string, string | undefined>): string {
  const params = new URLSearchParams(Object.entries(search).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
