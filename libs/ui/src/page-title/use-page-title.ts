import { peekSiteConfig } from '@club/federation';
import { useEffect } from 'react';

/**
 * Sets `document.title` to '{title} — {suffix}' while the page is shown. The suffix defaults to the
 * association's short name inlined by the shell (just the title when a remote runs standalone); an
 * area with its own suffix ('Administration') or its own copy of the site config passes it.
 */
export function usePageTitle(title: string, suffix?: string): void {
  useEffect(() => {
    const end = suffix ?? peekSiteConfig()?.shortName;
    document.title = end ? `${title} — ${end}` : title;
  }, [title, suffix]);
}
