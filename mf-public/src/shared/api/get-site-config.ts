import type { SiteConfig } from '@club/contracts';
import { loadSiteConfig, peekSiteConfig } from '@club/federation';
import { queryOptions, useSuspenseQuery } from '@club/stack';

/**
 * The association's identity (name, phone, address…), configured on the server. Read synchronously
 * from the page when the shell inlined it, so the landing's hero renders on the first paint (LCP);
 * fetched from the API when the remote runs standalone. It does not change during a visit.
 */
export const siteConfigQueryOptions = () =>
  queryOptions<SiteConfig>({
    queryKey: ['site-config'],
    queryFn: loadSiteConfig,
    initialData: peekSiteConfig,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useSiteConfig(): SiteConfig {
  return useSuspenseQuery(siteConfigQueryOptions()).data;
}

/** Route loader: the page renders once the identity is known (instant when inlined by the shell). */
export async function siteConfigLoader(): Promise<null> {
  await loadSiteConfig();
  return null;
}
