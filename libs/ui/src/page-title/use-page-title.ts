import { useQuery } from '@club/stack';
import { useEffect } from 'react';
import { siteConfigQueryOptions } from '../site-config/site-config-query';

/**
 * Sets `document.title` to '{title} — {suffix}' while the page is shown. The suffix defaults to the
 * association's short name once the page knows it (useSiteConfig's cache; just the title when a remote
 * runs standalone and nothing read it); an area with its own suffix ('Administration') passes it.
 * The title never waits for, nor fetches, the identity.
 */
export function usePageTitle(title: string, suffix?: string): void {
  const { data: site } = useQuery({ ...siteConfigQueryOptions(), enabled: false });
  const end = suffix ?? site?.shortName;
  useEffect(() => {
    document.title = end ? `${title} — ${end}` : title;
  }, [title, end]);
}
