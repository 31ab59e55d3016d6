import type { FederationManifest, MenuId, RemoteManifestEntry } from '@club/contracts';
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { AreaDefinition } from './areas';
import type { AreaRegistry } from './area-registry';
import { composeMenu, type MenuItem } from './compose-menu';
import type { SlotWidget } from './widgets/slot-widgets';

interface FederationValue {
  areas: readonly AreaDefinition[];
  manifest: FederationManifest;
  registry: AreaRegistry;
  /** Loads a widget's component from its remote (widget slots). */
  loadWidget: (item: SlotWidget) => Promise<ComponentType>;
}

const FederationContext = createContext<FederationValue | null>(null);

export function FederationProvider({ value, children }: { value: FederationValue; children: ReactNode }) {
  return <FederationContext.Provider value={value}>{children}</FederationContext.Provider>;
}

export function useFederation(): FederationValue {
  const value = useContext(FederationContext);
  if (!value) throw new Error('Les menus et les zones doivent être rendus sous <FederationProvider>.');
  return value;
}

/** Where and which version of a remote is deployed (undefined when the manifest does not list it). */
export function useDeployedRemote(remote: string | undefined): RemoteManifestEntry | undefined {
  const { manifest } = useFederation();
  return remote ? manifest.remotes[remote] : undefined;
}

/** A shell menu, from the manifest (it never waits for a remote). */
export function useMenu(menu: MenuId): MenuItem[] {
  const { manifest } = useFederation();
  return useMemo(() => composeMenu(menu, manifest), [menu, manifest]);
}
