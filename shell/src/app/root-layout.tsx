import { Outlet, ScrollRestoration } from '@club/stack';
import { CookieBanner, ErrorView } from '@club/ui';
import { useAdoptPrerenderedPage } from '../prerender/adopt-prerendered-page';

/** Around every layout: the cookie banner (it needs the router for its /privacy link) and scroll restoration. */
export function RootLayout() {
  useAdoptPrerenderedPage();
  return (
    <>
      <Outlet />
      <CookieBanner />
      <ScrollRestoration />
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
