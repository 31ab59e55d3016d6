import { useMatches } from '@club/stack';
import { LoadingView } from '@club/ui';
import type { AdminRouteHandle } from '../route-error/route-error-view';

/**
 * The current page's own loading message (its route's handle), where its data will show: what a page
 * prerendered as a frame renders while it hydrates (docs/decisions/181-prerendered-admin-frame.md).
 */
export function PageLoading() {
  const match = [...useMatches()].reverse().find((item) => (item.handle as Partial<AdminRouteHandle> | undefined)?.loadingMessage);
  return <LoadingView message={(match?.handle as AdminRouteHandle | undefined)?.loadingMessage ?? 'Chargement…'} />;
}
