import type { RemoteVersionRef, RuntimeConfig } from '@club/contracts';
import { createBrowserRouter, toast, type DataRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from '@club/stack';
import type { ComponentType } from 'react';
import { areasFromManifest, type AreaDefinition } from '../federation/areas';
import { AreaErrorBoundary } from '../federation/area-error-boundary';
import { createAreaRegistry, type AreaRegistry } from '../federation/area-registry';
import { loadRemoteModule, type LoadRemote } from '../federation/load-remote-module';
import { remoteRegistrations, type RemoteRegistration } from '../federation/register-remotes';
import { reportRemoteFailure } from '../federation/report-remote-failure';
import { reportRemoteLoad } from '../federation/report-remote-load';
import { createRouteDiscovery } from '../federation/route-discovery';
import { loadWidget } from '../federation/widgets/load-widget';
import type { SlotWidget } from '../federation/widgets/slot-widgets';
import { createRouteTree } from './route-tree';

export interface FederationRuntime {
  /** `force` replaces a remote registered before (another version of it). */
  registerRemotes: (remotes: RemoteRegistration[], options?: { force?: boolean }) => void;
  loadRemote: LoadRemote;
}

type CreateRouter = (routes: RouteObject[], options: { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction }) => DataRouter;

export interface ShellOptions {
  /** A browser router in the page; tests pass a memory router. */
  createRouter?: CreateRouter;
}

export interface Shell {
  router: DataRouter;
  registry: AreaRegistry;
  areas: readonly AreaDefinition[];
  loadWidget: (item: SlotWidget) => Promise<ComponentType>;
}

function notifyRemoteFailure(area: AreaDefinition): void {
  // One toast per area: a retry that fails again replaces it instead of stacking.
  toast.error(`Impossible de charger ${area.label}.`, {
    id: `remote-failure:${area.remote}`,
    description: 'Le reste du site reste accessible. Réessayez dans un instant.',
  });
}

/**
 * Registers the deployed remotes and builds the router that discovers their routes on navigation. The
 * areas, menus and widgets come from the manifest: the shell holds no list of remotes.
 */
export function createShell(config: RuntimeConfig, runtime: FederationRuntime, { createRouter = createBrowserRouter }: ShellOptions = {}): Shell {
  const baseUrl = document.baseURI;
  const areas = areasFromManifest(config);
  runtime.registerRemotes(remoteRegistrations(config, baseUrl));
  const useVersion = (name: string, version: RemoteVersionRef) =>
    runtime.registerRemotes([{ name, entry: new URL(version.entry, baseUrl).href, type: 'module' }], { force: true });
  const registry = createAreaRegistry({
    load: (area) =>
      loadRemoteModule(area, config, {
        load: runtime.loadRemote,
        useVersion,
        // Every load counts for the version's figures and a candidate's rule (ADR 162).
        onCurrentLoaded: (remote, deployed) => void reportRemoteLoad({ remote, version: deployed.version }),
        onFallback: (error) => void reportRemoteFailure(error),
      }),
    onFailure: (area, error) => {
      notifyRemoteFailure(area);
      void reportRemoteFailure(error);
    },
  });
  const router = createRouter(createRouteTree(areas, registry), {
    patchRoutesOnNavigation: createRouteDiscovery({
      areas,
      registry,
      areaRoute: (_area, children) => ({ ErrorBoundary: AreaErrorBoundary, children }),
    }),
  });
  return { router, registry, areas, loadWidget: (item) => loadWidget(config, item, runtime.loadRemote) };
}
