import type { RouteObject } from '@club/stack';
import { paths } from '../../../paths';
import { lazyPage } from '../../../shared/lazy-page';

export const articleRoutes: RouteObject[] = [
  lazyPage(paths.home.path, () => import('./articles-list.route'), 'Chargement des articles…', 'Impossible de charger les articles'),
  lazyPage(paths.create.path, () => import('./article-create.route'), 'Chargement du formulaire…', "Impossible d'afficher le formulaire"),
  lazyPage(paths.article.path, () => import('./article-detail.route'), "Chargement de l'article…", "Impossible de charger l'article"),
  lazyPage(paths.articleEdit.path, () => import('./article-edit.route'), "Chargement de l'article…", "Impossible de charger l'article"),
];
