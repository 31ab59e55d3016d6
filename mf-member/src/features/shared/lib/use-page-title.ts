import { peekSiteConfig } from '@club/federation';
import { useEffect } from 'react';

/** Sets `document.title` to '{title} — {association}' while the page is shown (as every area does). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const shortName = peekSiteConfig()?.shortName;
    document.title = shortName ? `${title} — ${shortName}` : title;
  }, [title]);
}
