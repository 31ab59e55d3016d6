import type { FederationManifest, RemoteManifestEntry } from '@club/contracts';
import type { NavigationEntry } from '@club/federation';
import { useStore } from '@club/stack';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AreaDefinition } from './areas';
import type { AreaRegistry } from './area-registry';
import { composeMenu, type MenuItem } from './compose-menu';

interface FederationValue {
  areas: readonly AreaDefinition[];
  manifest: FederationManifest;
  registry: AreaRegistry;
}

const FederationContext = createContext<FederationValue | null>(null);

export function FederationProvider({ value, children }: { value: FederationValue; children: ReactNode }) {
  return <FederationContext.Provider value={value}>{children}</FederationContext.Provider>;
}

function useFederation(): FederationValue {
  const value = useContext(FederationContext);
  if (!value) throw new Error('Les menus et les zones doivent être rendus sous <FederationProvider>.');
  return value;
}

/** Where and which version of a remote is deployed (undefined when the manifest does not list it). */
export function useDeployedRemote(remote: string | undefined): RemoteManifestEntry | undefined {
  const { manifest } = useFederation();
  return remote ? manifest.remotes[remote] : undefined;
}

/** A shell menu, updated as remotes load (a remote's entries appear once it is on the page). */
export function useMenu(menu: NavigationEntry['menu']): MenuItem[] {
  const { areas, registry } = useFederation();
  const states = useStore(registry.store);
  return useMemo(() => composeMenu(menu, areas, states), [menu, areas, states]);
}
