import type { RouteObject } from '@club/stack';
import { paths } from '../../../paths';
import { lazyPage } from '../../../shared/lazy-page';

export const tagRoutes: RouteObject[] = [lazyPage(paths.tags.path, () => import('./tags-list.route'), 'Chargement des tags…', 'Impossible de charger les tags')];
