import type { RouteObject } from '@club/stack';
import { paths } from '../../../paths';
import { adminPageRoute } from '@club/ui-admin';

export const commentRoutes: RouteObject[] = [
  adminPageRoute({
    path: paths.comments.path,
    loadingMessage: 'Chargement des commentaires…',
    errorTitle: 'Impossible de charger les commentaires',
    load: () => import('./comment-queue.route'),
  }),
];
