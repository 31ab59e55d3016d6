import type { RuntimeConfig } from '@club/contracts';
import { createBrowserRouter, toast, type DataRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from '@club/stack';
import { AREAS, type AreaDefinition } from '../federation/areas';
import { AreaErrorBoundary } from '../federation/area-error-boundary';
import { createAreaRegistry, type AreaRegistry } from '../federation/area-registry';
import { loadRemoteModule, type LoadRemote } from '../federation/load-remote-module';
import { remoteRegistrations, type RemoteRegistration } from '../federation/register-remotes';
import { reportRemoteFailure } from '../federation/report-remote-failure';
import { createRouteDiscovery } from '../federation/route-discovery';
import { LAYOUTS } from './layouts';
import { createRouteTree } from './route-tree';

export interface FederationRuntime {
  registerRemotes: (remotes: RemoteRegistration[]) => void;
  loadRemote: LoadRemote;
}

type CreateRouter = (routes: RouteObject[], options: { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction }) => DataRouter;

export interface ShellOptions {
  areas?: readonly AreaDefinition[];
  /** A browser router in the page; tests pass a memory router. */
  createRouter?: CreateRouter;
}

export interface Shell {
  router: DataRouter;
  registry: AreaRegistry;
  areas: readonly AreaDefinition[];
}

function notifyRemoteFailure(area: AreaDefinition): void {
  // One toast per area: a retry that fails again replaces it instead of stacking.
  toast.error(`Impossible de charger ${area.label}.`, {
    id: `remote-failure:${area.remote}`,
    description: 'Le reste du site reste accessible. Réessayez dans un instant.',
  });
}

/** Registers the deployed remotes and builds the router that discovers their routes on navigation. */
export function createShell(
  config: RuntimeConfig,
  runtime: FederationRuntime,
  { areas = AREAS, createRouter = createBrowserRouter }: ShellOptions = {},
): Shell {
  runtime.registerRemotes(remoteRegistrations(config, document.baseURI));
  const registry = createAreaRegistry({
    load: (area) => loadRemoteModule(area, config, { load: runtime.loadRemote }),
    onFailure: (area, error) => {
      notifyRemoteFailure(area);
      void reportRemoteFailure(error);
    },
  });
  const router = createRouter(createRouteTree(areas, registry), {
    patchRoutesOnNavigation: createRouteDiscovery({
      areas,
      registry,
      composesAreas: (layout) => LAYOUTS[layout].composesAreas ?? false,
      areaRoute: (_area, children) => ({ ErrorBoundary: AreaErrorBoundary, children }),
    }),
  });
  return { router, registry, areas };
}
