const STORAGE_KEY = 'club:stale-chunk-reloads';
/** Within this window a target that was already reloaded once shows the error view instead. */
export const STALE_RELOAD_WINDOW_MS = 60_000;

export interface StaleChunkGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: (target: string) => void;
  now?: () => number;
}

export interface StaleChunkGuard {
  /** True once a reload has been started (the page is going away: show a loading state, not an error). */
  readonly reloading: boolean;
  /** Reloads towards `target` unless it was already done recently; returns whether it reloads. */
  tryReload(target: string): boolean;
}

type Attempts = Record<string, number>;

function readAttempts(storage: StaleChunkGuardDeps['storage']): Attempts {
  const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
  return parsed && typeof parsed === 'object' ? (parsed as Attempts) : {};
}

/**
 * After a redeploy, a page still running the previous build asks for chunks that no longer exist.
 * One full reload fetches the new entry and fixes it; the attempt is remembered in sessionStorage
 * so that a chunk that is really missing ends on the error view instead of a reload loop.
 */
export function createStaleChunkGuard({ storage, reload, now = Date.now }: StaleChunkGuardDeps): StaleChunkGuard {
  let reloading = false;
  return {
    get reloading() {
      return reloading;
    },
    tryReload(target) {
      if (reloading) return true;
      try {
        const time = now();
        const recent = Object.fromEntries(Object.entries(readAttempts(storage)).filter(([, at]) => time - at < STALE_RELOAD_WINDOW_MS));
        if (recent[target] !== undefined) return false;
        storage.setItem(STORAGE_KEY, JSON.stringify({ ...recent, [target]: time }));
      } catch {
        // Without storage a reload could loop forever: show the error view instead.
        return false;
      }
      reloading = true;
      reload(target);
      return true;
    },
  };
}

/**
 * Vite fires `vite:preloadError` on window when a chunk (or its CSS) fails to load; cancelling it
 * stops the error from being thrown, which we only do when a reload is under way.
 */
export function handlePreloadErrors(guard: StaleChunkGuard, currentTarget: () => string): () => void {
  const onPreloadError = (event: Event) => {
    if (guard.tryReload(currentTarget())) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  return () => window.removeEventListener('vite:preloadError', onPreloadError);
}
