import type { RouteObject } from '@club/stack';
import { paths } from '../../../paths';
import { adminPageRoute } from '@club/ui-admin';

export const articleRoutes: RouteObject[] = [
  adminPageRoute({
    path: paths.home.path,
    loadingMessage: 'Chargement des articles…',
    errorTitle: 'Impossible de charger les articles',
    load: () => import('./articles-list.route'),
  }),
  adminPageRoute({
    path: paths.create.path,
    loadingMessage: 'Chargement du formulaire…',
    errorTitle: "Impossible d'afficher le formulaire",
    load: () => import('./article-create.route'),
  }),
  adminPageRoute({
    path: paths.article.path,
    loadingMessage: "Chargement de l'article…",
    errorTitle: "Impossible de charger l'article",
    load: () => import('./article-detail.route'),
  }),
  adminPageRoute({
    path: paths.articleEdit.path,
    loadingMessage: "Chargement de l'article…",
    errorTitle: "Impossible de charger l'article",
    load: () => import('./article-edit.route'),
  }),
];
