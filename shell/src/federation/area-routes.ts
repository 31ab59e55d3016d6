import type { RouteObject } from '@club/stack';
import { joinPath, ownsPath, prefixesOf, type AreaDefinition } from './areas';

/**
 * The part of a remote's routes an area mounts. An area without `prefixes` takes them all. With
 * prefixes, a top-level route with a path is kept only when that path falls under one of them, so a
 * remote listed in two areas (two layouts, two guards) has each subtree mounted once, in the right
 * layout; pathless routes (a remote's own frame) are always kept.
 */
export function routesForArea(area: AreaDefinition, routes: RouteObject[]): RouteObject[] {
  const prefixes = prefixesOf(area);
  return routes.filter((route) => {
    if (route.index || route.path === undefined || route.path === '') return true;
    const absolute = joinPath(area.basePath, route.path.replace(/\/\*$/, ''));
    return prefixes.some((prefix) => ownsPath(prefix, absolute) || ownsPath(absolute, prefix));
  });
}

/** Several areas can share a remote: ids and patches are per area, loading stays per remote. */
export const areaKey = (area: AreaDefinition) => `${area.remote}:${prefixesOf(area).join(',')}`;
