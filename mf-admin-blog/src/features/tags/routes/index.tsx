import type { RouteObject } from '@club/stack';
import { paths } from '../../../paths';
import { adminPageRoute } from '@club/ui-admin';

export const tagRoutes: RouteObject[] = [
  adminPageRoute({
    path: paths.tags.path,
    loadingMessage: 'Chargement des tags…',
    errorTitle: 'Impossible de charger les tags',
    load: () => import('./tags-list.route'),
  }),
];
