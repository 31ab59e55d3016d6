import type { RouteObject } from '@club/stack';
import { LoadingView } from '@club/ui';
import { RouteErrorView } from '@club/ui-admin';

type RouteModule = () => Promise<Pick<RouteObject, 'loader' | 'Component'>>;

/** A club page in its own chunk, with its French loading message and the admin kit's error view. */
export function clubPage(path: string, loadingMessage: string, errorTitle: string, load: RouteModule): RouteObject {
  return {
    path,
    lazy: load,
    handle: { loadingMessage, errorTitle },
    HydrateFallback: () => <LoadingView message={loadingMessage} />,
    ErrorBoundary: RouteErrorView,
  };
}
