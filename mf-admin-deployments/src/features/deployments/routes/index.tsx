import type { RouteObject } from '@club/stack';
import { LoadingView } from '@club/ui';
import { RouteErrorView } from '@club/ui-admin';

const LOADING = 'Chargement des déploiements…';

/** /admin/deployments in its own chunk, with its French loading message and the admin kit's error view. */
export const deploymentsRoute: RouteObject = {
  index: true,
  lazy: () => import('./deployments-page.route'),
  handle: { loadingMessage: LOADING, errorTitle: 'Impossible de charger les déploiements' },
  HydrateFallback: () => <LoadingView message={LOADING} />,
  ErrorBoundary: RouteErrorView,
};
