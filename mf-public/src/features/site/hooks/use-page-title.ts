import { useEffect } from 'react';
import { useSiteConfig } from '../api/get-site-config';

/** Sets `document.title` to '{title} — {shortName}' while the page is shown. */
export function usePageTitle(title: string): void {
  const { shortName } = useSiteConfig();
  useEffect(() => {
    document.title = `${title} — ${shortName}`;
  }, [title, shortName]);
}
