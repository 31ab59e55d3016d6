import { QueryClient } from '@club/stack';

/** Spec §7/§9: unused data kept 5 minutes; 3 retries, exponential delay capped at 30 s. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
const QUERY_RETRY_COUNT = 3;
const QUERY_RETRY_MAX_DELAY_MS = 30_000;
/**
 * Not in the spec: loaders warm the cache with ensureQueryData and components then read it; without a
 * short freshness window every navigation would fetch the same data twice.
 */
const QUERY_STALE_TIME_MS = 30_000;

let pageClient: QueryClient | undefined;

export const queryRetryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS);

/**
 * The page's one QueryClient (created by the shell, or by a remote running alone). Window-focus
 * refetching is off: forms and admin tables should not reload under the user's eyes; mutations
 * invalidate what they change instead.
 */
export function createAppQueryClient(): QueryClient {
  pageClient = new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        staleTime: QUERY_STALE_TIME_MS,
        retry: QUERY_RETRY_COUNT,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
      },
    },
  });
  return pageClient;
}

/**
 * The page's QueryClient for code that runs outside React: remotes' route loaders warm the cache
 * (`ensureQueryData`) before their page renders, and cannot reach the provider. @club/ui is a shared
 * singleton, so this is the client the shell (or a remote running alone) created with
 * `createAppQueryClient`; one is created if none exists yet (docs/decisions/050-page-query-client.md).
 */
export function getAppQueryClient(): QueryClient {
  return pageClient ?? createAppQueryClient();
}
