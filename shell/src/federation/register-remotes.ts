import type { FederationManifest } from '@club/contracts';

export interface RemoteRegistration {
  name: string;
  entry: string;
  type: 'module';
}

/**
 * The manifest's remotes in the federation runtime's shape. Entries are made absolute against the page,
 * because the runtime imports them from its own chunk's URL. Registering fetches nothing: a remote's
 * entry is only downloaded when one of its areas is visited.
 */
export function remoteRegistrations(manifest: FederationManifest, baseUrl: string): RemoteRegistration[] {
  return Object.values(manifest.remotes).map((remote) => ({
    name: remote.name,
    entry: new URL(remote.entry, baseUrl).href,
    type: 'module',
  }));
}
