import { Outlet, ScrollRestoration, useLocation } from '@club/stack';
import { CookieBanner, ErrorView } from '@club/ui';
import { useState } from 'react';
import { isPrerendered } from '../prerender/prerendered-visitor';

/**
 * Scroll restoration from the first navigation on a prerendered page: it would scroll the page the visitor
 * may have scrolled before the app started back to the top. Elsewhere from the start.
 */
function useScrollRestorationWanted(): boolean {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [wanted, setWanted] = useState(() => !isPrerendered());
  if (!wanted && key !== firstKey) setWanted(true);
  return wanted;
}

/** Around every layout: the cookie banner (it needs the router for its /privacy link) and scroll restoration. */
export function RootLayout() {
  const restoreScroll = useScrollRestorationWanted();
  return (
    <>
      <Outlet />
      <CookieBanner />
      {restoreScroll ? <ScrollRestoration /> : null}
    </>
  );
}

/** Last resort, when a layout itself fails: no chrome can be trusted any more. */
export function RootErrorBoundary() {
  return (
    <main>
      <ErrorView headingLevel={1} onRetry={() => window.location.reload()} homeLink />
    </main>
  );
}
