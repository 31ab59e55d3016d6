import type { RouteObject } from '@club/stack';
import { LoadingView } from '@club/ui';
import { type AdminRouteHandle, RouteErrorView } from '@club/ui-admin';

type RouteModule = () => Promise<Pick<RouteObject, 'loader' | 'Component'>>;

/** A page of the area: its path (relative to BASE_PATH), its French messages and its own chunk. */
export interface PageDefinition extends AdminRouteHandle {
  path: string;
  load: RouteModule;
}

/** The route of a page: loaded lazily with its loader, its loading message and its error view. */
export function pageRoute(page: PageDefinition): RouteObject {
  return {
    path: page.path,
    lazy: page.load,
    handle: { loadingMessage: page.loadingMessage, errorTitle: page.errorTitle },
    HydrateFallback: () => <LoadingView message={page.loadingMessage} />,
    ErrorBoundary: RouteErrorView,
  };
}

const patternOf = (path: string) => new RegExp(`/${path.replace(/:[^/]+/g, '[^/]+')}/?$`);

/** The page an address leads to (static segments such as `create` are listed before `:id`, so they win). */
export function pageForPath(pages: readonly PageDefinition[], pathname: string): PageDefinition | undefined {
  return pages.find((page) => patternOf(page.path).test(pathname));
}
