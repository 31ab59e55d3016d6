import { defineRemote } from '@club/federation';
import { redirect, type RouteObject } from '@club/stack';
import { LoadingView } from '@club/ui';
import { AreaFrame } from './app/area-frame';
import { PAGES, lazyPage, type PageDefinition } from './app/pages';
import { RouteErrorView } from './components/route-error/route-error-view';
import { ROUTE_PATHS, paths } from './config/paths';

function pageRoute(page: PageDefinition): RouteObject {
  return {
    path: page.path,
    lazy: lazyPage(page),
    handle: { loadingMessage: page.loadingMessage, errorTitle: page.errorTitle },
    HydrateFallback: () => <LoadingView message={page.loadingMessage} />,
    ErrorBoundary: RouteErrorView,
  };
}

/**
 * Facilities and assets admin (spec §2), mounted by the shell at `/admin` for `/admin/facilities/*`
 * and `/admin/assets/*`: the route paths below start with those two segments.
 */
export default defineRemote({
  routes: [
    {
      id: 'mf-admin-facilities',
      Component: AreaFrame,
      children: [
        { path: ROUTE_PATHS.facilities, loader: () => redirect(paths.complexes()) },
        { path: ROUTE_PATHS.assets, loader: () => redirect(paths.minibuses()) },
        ...PAGES.map(pageRoute),
      ],
    },
  ],
});
