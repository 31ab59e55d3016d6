import type { RouteObject } from '@club/stack';
import type { AreaDefinition, LayoutId } from '../federation/areas';
import type { AreaRegistry } from '../federation/area-registry';
import { fallbackRoutes } from '../federation/fallback-routes';
import { layoutRouteId } from '../federation/route-ids';
import { LAYOUTS } from './layouts';
import { RootErrorBoundary, RootLayout } from './root-layout';

/**
 * The routes known before any remote is loaded: root → one pathless route per layout → the areas'
 * fallback routes. Route discovery patches each remote's routes under its layout's route.
 */
export function createRouteTree(areas: readonly AreaDefinition[], registry: AreaRegistry): RouteObject[] {
  const layouts = Object.entries(LAYOUTS) as Array<[LayoutId, (typeof LAYOUTS)[LayoutId]]>;
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      children: layouts.map(([id, layout]) => ({
        id: layoutRouteId(id),
        Component: layout.Component,
        ...(layout.HydrateFallback ? { HydrateFallback: layout.HydrateFallback } : {}),
        ...(layout.loader ? { loader: layout.loader } : {}),
        ...(layout.ErrorBoundary ? { ErrorBoundary: layout.ErrorBoundary } : {}),
        children: fallbackRoutes(
          areas.filter((area) => area.layout === id),
          registry,
        ),
      })),
    },
  ];
}
