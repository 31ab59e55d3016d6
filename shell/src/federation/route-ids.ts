import { areaKey } from './area-routes';
import type { AreaDefinition, LayoutId } from './areas';

/** Stable route ids: remotes are patched under their layout's route, and ids keep patches idempotent. */
export const layoutRouteId = (layout: LayoutId) => `layout:${layout}`;
export const areaRouteId = (area: AreaDefinition) => `area:${areaKey(area)}`;
export const fallbackRouteId = (area: AreaDefinition, prefix: string) => `fallback:${area.remote}:${prefix}`;

/** Router path of a prefix below the (pathless) layout route: `/` → '', `/admin` → 'admin'. */
export const relativePath = (prefix: string) => prefix.replace(/^\/+|\/+$/g, '');

/** Route handle that tells error boundaries and layouts which area a route belongs to. */
export interface AreaHandle {
  area: AreaDefinition;
}
