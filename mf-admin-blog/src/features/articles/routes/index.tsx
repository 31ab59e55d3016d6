import type { RouteObject } from '@club/stack';
import { LoadingView } from '@club/ui';
import { RouteErrorView } from '@club/ui-admin';
import { paths } from '../../../paths';

/** Each page in its own chunk, with its French loading message and the admin kit's error view. */
function page(path: string, load: () => Promise<object>, loadingMessage: string, errorTitle: string): RouteObject {
  return {
    ...(path === '' ? { index: true } : { path }),
    lazy: load,
    handle: { loadingMessage, errorTitle },
    HydrateFallback: () => <LoadingView message={loadingMessage} />,
    ErrorBoundary: RouteErrorView,
  };
}

export const articleRoutes: RouteObject[] = [
  page(paths.home.path, () => import('./articles-list.route'), 'Chargement des articles…', 'Impossible de charger les articles'),
  page(paths.create.path, () => import('./article-create.route'), 'Chargement du formulaire…', "Impossible d'afficher le formulaire"),
  page(paths.article.path, () => import('./article-detail.route'), 'Chargement de l’article…', "Impossible de charger l'article"),
  page(paths.articleEdit.path, () => import('./article-edit.route'), 'Chargement de l’article…', "Impossible de charger l'article"),
];
