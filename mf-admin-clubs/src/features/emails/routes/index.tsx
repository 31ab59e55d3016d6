import type { RouteObject } from '@club/stack';
import { LoadingView } from '@club/ui';
import { RouteErrorView } from '@club/ui-admin';
import { paths } from '../../../paths';

const LOADING = 'Chargement des e-mails…';

/** /admin/emails in its own chunk, with its French loading message and the admin kit's error view. */
export const emailsRoute: RouteObject = {
  path: paths.emails.path,
  lazy: () => import('./emails-list.route'),
  handle: { loadingMessage: LOADING, errorTitle: 'Impossible de charger les e-mails' },
  HydrateFallback: () => <LoadingView message={LOADING} />,
  ErrorBoundary: RouteErrorView,
};
