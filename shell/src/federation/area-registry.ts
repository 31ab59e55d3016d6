import { createStore, type StoreApi } from '@club/stack';
import type { RemoteRoutesModule } from '@club/federation';
import type { AreaDefinition } from './areas';
import { RemoteLoadError, errorCodeOf } from './remote-load-error';

export type AreaLoadState = { status: 'loading' } | { status: 'loaded'; module: RemoteRoutesModule } | { status: 'failed'; error: RemoteLoadError };

/** Remote name → where its `./routes` module stands on this page. */
export type AreaStates = Record<string, AreaLoadState>;

export interface AreaRegistry {
  store: StoreApi<AreaStates>;
  /** The remote's module, loading it once at a time; undefined (and onFailure called) when it fails. */
  ensureLoaded(area: AreaDefinition): Promise<RemoteRoutesModule | undefined>;
  stateOf(remote: string): AreaLoadState | undefined;
}

export interface AreaRegistryDeps {
  load: (area: AreaDefinition) => Promise<RemoteRoutesModule>;
  onFailure: (area: AreaDefinition, error: RemoteLoadError) => void;
}

const asLoadError = (area: AreaDefinition, error: unknown) =>
  error instanceof RemoteLoadError ? error : new RemoteLoadError(area.remote, null, null, errorCodeOf(error), error);

/**
 * Loaded modules are kept for the page's life; failures are not (the federation runtime does not cache
 * them either): the next navigation to the area, or its 'Réessayer' button, tries again.
 */
export function createAreaRegistry(deps: AreaRegistryDeps): AreaRegistry {
  const store = createStore<AreaStates>(() => ({}));
  const inFlight = new Map<string, Promise<RemoteRoutesModule | undefined>>();
  const set = (remote: string, state: AreaLoadState) => store.setState({ [remote]: state });

  async function load(area: AreaDefinition): Promise<RemoteRoutesModule | undefined> {
    set(area.remote, { status: 'loading' });
    try {
      const module = await deps.load(area);
      set(area.remote, { status: 'loaded', module });
      return module;
    } catch (error) {
      const loadError = asLoadError(area, error);
      set(area.remote, { status: 'failed', error: loadError });
      deps.onFailure(area, loadError);
      return undefined;
    } finally {
      inFlight.delete(area.remote);
    }
  }

  return {
    store,
    stateOf: (remote) => store.getState()[remote],
    ensureLoaded(area) {
      const state = store.getState()[area.remote];
      if (state?.status === 'loaded') return Promise.resolve(state.module);
      let pending = inFlight.get(area.remote);
      if (!pending) {
        pending = load(area);
        inFlight.set(area.remote, pending);
      }
      return pending;
    },
  };
}
