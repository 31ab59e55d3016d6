import type { RouteObject } from '@club/stack';
import { paths } from '../../../paths';
import { lazyPage } from '../../../shared/lazy-page';

export const commentRoutes: RouteObject[] = [
  lazyPage(paths.comments.path, () => import('./comment-queue.route'), 'Chargement des commentaires…', 'Impossible de charger les commentaires'),
];
