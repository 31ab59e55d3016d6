import type { RouteObject } from '@club/stack';
import { LoadingView } from '@club/ui';
import type { ComponentType } from 'react';
import { PageBody } from '../page/page.styles';
import { type AdminRouteHandle, RouteErrorView } from '../route-error/route-error-view';
import { PageChunkError, PageErrorBoundary } from './page-chunk-error';

/** What a page's chunk (its `*.route.tsx` module) exports. */
export type AdminPageModule = Pick<RouteObject, 'loader' | 'Component'>;

/** A page of an admin remote: where it answers, its French messages and its own chunk. */
export interface AdminPage extends AdminRouteHandle {
  /** Relative to the remote's base path; '' is the index page. */
  path: string;
  /** The page's chunk, e.g. `() => import('./rooms-list.route')`. */
  load: () => Promise<AdminPageModule>;
  /** Started together with the chunk (not after it), e.g. a client the page's loader needs. */
  prefetch?: () => Promise<unknown>;
  /** The page's own error view when its data fails; the kit's RouteErrorView otherwise. */
  ErrorBoundary?: ComponentType;
}

/**
 * The one way an admin remote declares a page: loaded in its own chunk with its loader, its loading
 * message (in the page's body) until then, and its error view. A chunk that cannot be fetched (stale
 * after a redeploy) is not the page's data failing: it is left to the area's boundary in the shell.
 */
export function adminPageRoute(page: AdminPage): RouteObject {
  const { loadingMessage, errorTitle } = page;
  const PageError = page.ErrorBoundary ?? RouteErrorView;
  return {
    ...(page.path === '' ? { index: true } : { path: page.path }),
    lazy: () => {
      void page.prefetch?.().catch(() => undefined);
      return page.load().catch((error: unknown) => {
        throw new PageChunkError(error);
      });
    },
    handle: { loadingMessage, errorTitle } satisfies AdminRouteHandle,
    HydrateFallback: () => (
      <PageBody>
        <LoadingView message={loadingMessage} />
      </PageBody>
    ),
    ErrorBoundary: () => <PageErrorBoundary PageError={PageError} />,
  };
}
