import type { RouteObject } from '@club/stack';
import { LoadingView } from '@club/ui';
import { type AdminRouteHandle, RouteErrorView } from '@club/ui-admin';
import { paths } from '../../../paths';

const LIST: AdminRouteHandle = { loadingMessage: 'Chargement des messages…', errorTitle: 'Impossible de charger les messages' };
const DETAIL: AdminRouteHandle = { loadingMessage: 'Chargement du message…', errorTitle: 'Impossible de charger ce message' };

const page = (handle: AdminRouteHandle, load: NonNullable<RouteObject['lazy']>): Omit<RouteObject, 'index' | 'children'> => ({
  lazy: load,
  handle,
  HydrateFallback: () => <LoadingView message={handle.loadingMessage} />,
  ErrorBoundary: RouteErrorView,
});

/** `/admin/messages` and `/admin/messages/:messageId`, each in its own chunk with its loader. */
export const messagesRoutes: RouteObject[] = [
  { path: paths.messages.path, ...page(LIST, () => import('./messages-list.route')) },
  { path: paths.message.path, ...page(DETAIL, () => import('./message-detail.route')) },
];
