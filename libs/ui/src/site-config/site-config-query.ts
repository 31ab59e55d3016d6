import type { SiteConfig } from '@club/contracts';
import { loadSiteConfig, peekSiteConfig } from '@club/federation';
import { queryOptions, useSuspenseQuery, type QueryClient } from '@club/stack';
import { getAppQueryClient } from '../providers/create-app-query-client';

/**
 * The association's identity (name, phone, address…), configured on the server, read the same way
 * by the shell and every remote: from the page's query cache. The shell seeds the cache with the
 * runtime config it starts with (provideSiteConfig), a prerender with the identity it renders, and
 * a page that inlines the config is read synchronously (initialData), so the first paint never waits;
 * a remote running alone fetches it from the API. It does not change during a visit.
 */
export const siteConfigQueryOptions = () =>
  queryOptions<SiteConfig>({
    queryKey: ['site-config'],
    queryFn: loadSiteConfig,
    initialData: peekSiteConfig,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Puts the identity in `queryClient`'s cache: the shell at start, prerenders and tests. */
export function provideSiteConfig(queryClient: QueryClient, site: SiteConfig): void {
  const { queryKey, staleTime, gcTime } = siteConfigQueryOptions();
  // Kept for the page's life even while no page shows it (an admin screen has no footer).
  queryClient.setQueryDefaults(queryKey, { staleTime, gcTime });
  queryClient.setQueryData(queryKey, site);
}

export function useSiteConfig(): SiteConfig {
  return useSuspenseQuery(siteConfigQueryOptions()).data;
}

/** Route loader: the page renders once the identity is known (at once when the cache or page has it). */
export async function siteConfigLoader(): Promise<null> {
  await getAppQueryClient().ensureQueryData(siteConfigQueryOptions());
  return null;
}
