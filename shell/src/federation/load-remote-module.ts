import type { FederationManifest } from '@club/contracts';
import type { RemoteRoutesModule } from '@club/federation';
import type { AreaDefinition } from './areas';
import { RemoteLoadError, errorCodeOf } from './remote-load-error';

/** An entry that has not answered by then counts as down: its area shows the error view instead of hanging. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

export type LoadRemote = (id: string) => Promise<unknown>;

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

/**
 * Loads the `./routes` module of an area's remote. Every failure becomes a RemoteLoadError carrying
 * the remote's name, version and entry URL; nothing is cached here, so a later call retries.
 */
export async function loadRemoteModule(
  area: AreaDefinition,
  manifest: FederationManifest,
  { load, timeoutMs = REMOTE_LOAD_TIMEOUT_MS }: { load: LoadRemote; timeoutMs?: number },
): Promise<RemoteRoutesModule> {
  const deployed = manifest.remotes[area.remote];
  if (!deployed) {
    throw new RemoteLoadError(area.remote, null, null, 'REMOTE_NOT_DEPLOYED', new Error(`${area.remote} is not in the manifest`));
  }
  const fail = (code: string, cause: unknown) => new RemoteLoadError(area.remote, deployed.version, deployed.entry, code, cause);
  let loaded: unknown;
  try {
    loaded = await withTimeout(load(`${deployed.name}/routes`), timeoutMs);
  } catch (error) {
    throw fail(errorCodeOf(error), error);
  }
  const module = asRoutesModule(loaded);
  if (!module) throw fail('INVALID_REMOTE_MODULE', new Error(`${deployed.name}/routes does not export { routes }`));
  return module;
}
