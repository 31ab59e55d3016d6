import { useMatches } from '@club/stack';
import { LoadingView, useHydrated } from '@club/ui';
import type { ReactNode } from 'react';
import type { AdminRouteHandle } from '../route-error/route-error-view';

/** The current page's own loading message (its route's handle). */
function PageLoading() {
  const match = [...useMatches()].reverse().find((item) => (item.handle as Partial<AdminRouteHandle> | undefined)?.loadingMessage);
  return <LoadingView message={(match?.handle as AdminRouteHandle | undefined)?.loadingMessage ?? 'Chargement…'} />;
}

/**
 * A page's content, once hydrated: a page prerendered as a frame shows its loading message there, so the
 * render that hydrates shows it too, even when the data is already here
 * (docs/decisions/194-prerendered-pages-hydrate.md, docs/decisions/181-prerendered-admin-frame.md).
 */
export function LoadedOnceHydrated({ children }: { children: ReactNode }) {
  return useHydrated() ? children : <PageLoading />;
}
