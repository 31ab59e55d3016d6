import type { RouteObject } from '@club/stack';
import { LoadingView } from '@club/ui';
import { RouteErrorView } from '@club/ui-admin';

/** A page in its own chunk, with its French loading message and the admin kit's error view. */
export function lazyPage(path: string, load: () => Promise<object>, loadingMessage: string, errorTitle: string): RouteObject {
  return {
    ...(path === '' ? { index: true } : { path }),
    lazy: load,
    handle: { loadingMessage, errorTitle },
    HydrateFallback: () => <LoadingView message={loadingMessage} />,
    ErrorBoundary: RouteErrorView,
  };
}
