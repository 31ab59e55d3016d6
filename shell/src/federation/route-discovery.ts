import type { PatchRoutesOnNavigationFunction, RouteObject } from '@club/stack';
import type { RemoteRoutesModule } from '@club/federation';
import { findArea, type AreaDefinition } from './areas';
import type { AreaRegistry } from './area-registry';
import { areaKey, routesForArea } from './area-routes';
import { areaRouteId, layoutRouteId, relativePath, type AreaHandle } from './route-ids';

export interface RouteDiscoveryDeps {
  areas: readonly AreaDefinition[];
  registry: AreaRegistry;
  /** The route wrapping a remote's routes (error boundary of the area). */
  areaRoute: (area: AreaDefinition, children: RouteObject[]) => RouteObject;
}

/** The remote's relative routes mounted under its base path, wrapped by the area's route. */
function mountArea(area: AreaDefinition, module: RemoteRoutesModule, wrap: RouteDiscoveryDeps['areaRoute']): RouteObject {
  const route = wrap(area, routesForArea(area, module.routes));
  const path = relativePath(area.basePath);
  return { ...route, id: areaRouteId(area), ...(path ? { path } : {}), handle: { area } satisfies AreaHandle };
}

/**
 * react-router's `patchRoutesOnNavigation`: on the first navigation into an area, load its remote (and
 * only it: menus come from the manifest) and patch its routes under the area's layout. A remote that
 * fails is not patched: the area's fallback route (see route-tree) then shows its error view, and the
 * next navigation there tries again.
 */
export function createRouteDiscovery(deps: RouteDiscoveryDeps): PatchRoutesOnNavigationFunction {
  const patched = new Set<string>();
  return async ({ path, patch, signal }) => {
    const area = findArea(path, deps.areas);
    if (!area) return;
    const module = await deps.registry.ensureLoaded(area);
    if (!module || patched.has(areaKey(area))) return;
    patch(layoutRouteId(area.layout), [mountArea(area, module, deps.areaRoute)]);
    // An aborted navigation's patch is ignored by the router: the next one patches again.
    if (!signal.aborted) patched.add(areaKey(area));
  };
}
