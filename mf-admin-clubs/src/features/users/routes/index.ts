import { loadAuthClient } from '@club/auth';
import { adminPageRoute } from '@club/ui-admin';
import { paths } from '../../../paths';
import { USERS_ERROR_TITLE, UsersRouteError } from './users-route-error';

/** /admin/users, in its own chunk with its loader (the route error view is small and stays here). */
export const usersRoute = adminPageRoute({
  path: paths.users.path,
  loadingMessage: 'Chargement des utilisateurs…',
  errorTitle: USERS_ERROR_TITLE,
  load: () => import('./users-list.route'),
  // The loader needs better-auth's client: fetched alongside the page's chunk, not after it.
  prefetch: loadAuthClient,
  ErrorBoundary: UsersRouteError,
});
