import type { FederationManifest, RemoteManifestEntry, RemoteVersionRef } from '@club/contracts';
import type { RemoteRoutesModule } from '@club/federation';
import type { AreaDefinition } from './areas';
import { RemoteLoadError, errorCodeOf } from './remote-load-error';

/** An entry that has not answered by then counts as down: its area shows the error view instead of hanging. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

export type LoadRemote = (id: string) => Promise<unknown>;

export interface RemoteLoaders {
  load: LoadRemote;
  /** Points the runtime at another version of a remote (its entry URL), replacing the registered one. */
  useVersion: (name: string, version: RemoteVersionRef) => void;
  /** The current version loaded (it becomes the version to fall back to once the API knows it). */
  onCurrentLoaded?: (remote: string, deployed: RemoteManifestEntry) => void;
  /** The current version failed but the last one that loaded did: the area works, the failure is reported. */
  onFallback?: (error: RemoteLoadError) => void;
  timeoutMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Remote load timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function asRoutesModule(loaded: unknown): RemoteRoutesModule | undefined {
  const candidate = (loaded as { default?: unknown } | null)?.default ?? loaded;
  const routes = (candidate as { routes?: unknown } | null)?.routes;
  return Array.isArray(routes) ? (candidate as RemoteRoutesModule) : undefined;
}

async function loadVersion(area: AreaDefinition, deployed: RemoteManifestEntry, version: RemoteVersionRef, loaders: RemoteLoaders) {
  const fail = (code: string, cause: unknown) => new RemoteLoadError(area.remote, version.version, version.entry, code, cause);
  let loaded: unknown;
  try {
    loaded = await withTimeout(loaders.load(`${deployed.name}/routes`), loaders.timeoutMs ?? REMOTE_LOAD_TIMEOUT_MS);
  } catch (error) {
    throw fail(errorCodeOf(error), error);
  }
  const module = asRoutesModule(loaded);
  if (!module) throw fail('INVALID_REMOTE_MODULE', new Error(`${deployed.name}/routes does not export { routes }`));
  return module;
}

/**
 * Loads the `./routes` module of an area's remote. If the current version fails and the manifest names
 * another version that loaded before, that one is tried once (the failure is still reported). Every
 * failure becomes a RemoteLoadError carrying the remote's name, version and entry URL; nothing is
 * cached here, so a later call retries the current version.
 */
export async function loadRemoteModule(area: AreaDefinition, manifest: FederationManifest, loaders: RemoteLoaders): Promise<RemoteRoutesModule> {
  const deployed = manifest.remotes[area.remote];
  if (!deployed) {
    throw new RemoteLoadError(area.remote, null, null, 'REMOTE_NOT_DEPLOYED', new Error(`${area.remote} is not in the manifest`));
  }
  const current = { entry: deployed.entry, version: deployed.version };
  const fallback = deployed.lastLoaded?.version === deployed.version ? undefined : deployed.lastLoaded;
  try {
    const module = await loadVersion(area, deployed, current, loaders);
    loaders.onCurrentLoaded?.(area.remote, deployed);
    return module;
  } catch (error) {
    if (!fallback || !(error instanceof RemoteLoadError)) throw error;
    try {
      loaders.useVersion(deployed.name, fallback);
      const module = await loadVersion(area, deployed, fallback, loaders);
      loaders.onFallback?.(error);
      return module;
    } catch {
      // The fallback failed too: the area shows the current version's error; the next try starts from it.
      loaders.useVersion(deployed.name, current);
      throw error;
    }
  }
}
