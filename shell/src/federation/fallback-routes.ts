import type { LoaderFunction, RouteObject } from '@club/stack';
import { NotFoundCard } from '@club/ui';
import { prefixesOf, type AreaDefinition } from './areas';
import type { AreaRegistry } from './area-registry';
import { AreaErrorBoundary } from './area-error-boundary';
import { fallbackRouteId, relativePath, type AreaHandle } from './route-ids';

/** Throws the area's load error (→ its error view) when its remote failed; otherwise the path is unknown. */
function fallbackLoader(area: AreaDefinition, registry: AreaRegistry): LoaderFunction {
  return () => {
    const state = registry.stateOf(area.remote);
    if (state?.status === 'failed') throw state.error;
    return null;
  };
}

/**
 * One splat route per prefix of each area, present before any remote is loaded. Matching a splat is
 * what makes react-router call route discovery for the area's paths; once the remote's routes are
 * patched they outrank it, and it only answers unknown paths (the 404 card, inside the layout).
 */
export function fallbackRoutes(areas: readonly AreaDefinition[], registry: AreaRegistry): RouteObject[] {
  return areas.flatMap((area) =>
    prefixesOf(area).map((prefix) => {
      const path = relativePath(prefix);
      return {
        id: fallbackRouteId(area, prefix),
        path: path ? `${path}/*` : '*',
        loader: fallbackLoader(area, registry),
        Component: NotFoundCard,
        ErrorBoundary: AreaErrorBoundary,
        handle: { area } satisfies AreaHandle,
      };
    }),
  );
}
