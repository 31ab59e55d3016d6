import { loadAuthClient } from '@club/auth';
import type { RouteObject } from '@club/stack';
import { createElement } from 'react';
import { LoadingView } from '@club/ui';
import { paths } from '../../../paths';
import { USERS_ERROR_TITLE, UsersRouteError } from './users-route-error';

const LOADING_MESSAGE = 'Chargement des utilisateurs…';

/** /admin/users, in its own chunk with its loader (the route error view is small and stays here). */
export const usersRoute: RouteObject = {
  path: paths.users.path,
  lazy: () => {
    // The loader needs better-auth's client: fetched alongside the page's chunk, not after it.
    void loadAuthClient().catch(() => undefined);
    return import('./users-list.route');
  },
  handle: { loadingMessage: LOADING_MESSAGE, errorTitle: USERS_ERROR_TITLE },
  HydrateFallback: () => createElement(LoadingView, { message: LOADING_MESSAGE }),
  ErrorBoundary: UsersRouteError,
};
