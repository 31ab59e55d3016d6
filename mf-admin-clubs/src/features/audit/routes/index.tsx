import type { RouteObject } from '@club/stack';
import { LoadingView } from '@club/ui';
import { RouteErrorView } from '@club/ui-admin';
import { paths } from '../../../paths';

const LOADING = "Chargement du journal d'audit…";

/** /admin/audit in its own chunk, with its French loading message and the admin kit's error view. */
export const auditRoute: RouteObject = {
  path: paths.audit.path,
  lazy: () => import('./audit-list.route'),
  handle: { loadingMessage: LOADING, errorTitle: "Impossible de charger le journal d'audit" },
  HydrateFallback: () => <LoadingView message={LOADING} />,
  ErrorBoundary: RouteErrorView,
};
