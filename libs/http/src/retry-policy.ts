/** Spec §7: idempotent methods only, at most 2 retries, on these statuses, delays 0.3 s, 0.6 s… */
export const DEFAULT_RETRIES = 2;
export const RETRY_METHODS: ReadonlySet<string> = new Set(['GET', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE']);
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 413, 429, 500, 502, 503, 504]);
const RETRY_BASE_DELAY_MS = 300;
/**
 * A server asking us to come back later than this is not worth keeping a person waiting for:
 * the error is surfaced instead (a page can offer its own retry).
 */
const MAX_RETRY_AFTER_MS = 30_000;

export const isRetryableMethod = (method: string) => RETRY_METHODS.has(method);
export const isRetryableStatus = (status: number) => RETRY_STATUSES.has(status);

/** Exponential backoff for the n-th retry (1-based): 300 ms, 600 ms, 1200 ms… */
export const backoffDelay = (retry: number) => RETRY_BASE_DELAY_MS * 2 ** (retry - 1);

/** Retry-After as delta-seconds or an HTTP date, in ms from `now`; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** How long to wait before the n-th retry, or undefined when the server's Retry-After is too far away. */
export function retryDelay(retry: number, retryAfterHeader: string | null): number | undefined {
  const retryAfter = parseRetryAfter(retryAfterHeader);
  if (retryAfter === undefined) return backoffDelay(retry);
  return retryAfter > MAX_RETRY_AFTER_MS ? undefined : retryAfter;
}
