import { joinPath, longestPrefixOwner, ownsPath, type FederationManifest, type LayoutId, type RemoteArea } from '@club/contracts';

export type { LayoutId };

/**
 * A part of the site served by a remote inside one shell layout, as the remote declares it in its
 * build (the manifest's `areas`): the shell holds no list of remotes.
 */
export interface AreaDefinition extends RemoteArea {
  /** Manifest key and folder name of the remote, e.g. `mf-public`. */
  remote: string;
}

/** Every area of every deployed remote, in the manifest's order. */
export function areasFromManifest(manifest: FederationManifest): AreaDefinition[] {
  return Object.entries(manifest.remotes).flatMap(([remote, entry]) => entry.areas.map((area) => ({ ...area, remote })));
}

export function prefixesOf(area: AreaDefinition): string[] {
  return area.prefixes;
}

/** The area whose longest prefix owns the path (undefined when none claims it). */
export function findArea(pathname: string, areas: readonly AreaDefinition[]): AreaDefinition | undefined {
  return longestPrefixOwner(areas, prefixesOf, pathname);
}

export { joinPath, ownsPath };
