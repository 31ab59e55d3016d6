import { getHttpConfig } from './config';

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/** `/contact` → `/api/contact?…`; absolute URLs are left alone; null/undefined query values are dropped. */
export function buildUrl(path: string, query: QueryParams = {}): string {
  const base = getHttpConfig().baseUrl;
  const url = ABSOLUTE_URL.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (item !== undefined && item !== null) search.append(key, String(item));
  }
  const queryString = search.toString();
  if (!queryString) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${queryString}`;
}
