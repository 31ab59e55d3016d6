import type { LoaderFunctionArgs, QueryClient } from '@club/stack';
import { getAppQueryClient } from '@club/ui';

/**
 * Spec §7: route data queries of the admin routes are not retried (a failure shows the page's error
 * view at once, with its own retry button). Loaders and pages wrap the same options with it, so they
 * share one cache entry.
 */
export function routeQuery<T extends object>(options: T): T & { retry: false } {
  return { ...options, retry: false };
}

/** The page's one QueryClient, shared with the shell (docs/decisions/050-page-query-client.md). */
export function loaderQueryClient(): QueryClient {
  return getAppQueryClient();
}

/** A route param the route pattern guarantees; a missing one is a programming error. */
export function requiredParam(params: LoaderFunctionArgs['params'], name: string): string {
  const value = params[name];
  if (!value) throw new Error(`Paramètre de route manquant : ${name}`);
  return value;
}
