import { createStaleChunkGuard, type StaleChunkGuard } from './stale-chunk-guard';

const here = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

let guard: StaleChunkGuard | undefined;

/** The page's one stale-chunk guard (sessionStorage-backed, shared by the event handler and error views). */
export function pageStaleChunkGuard(): StaleChunkGuard {
  guard ??= createStaleChunkGuard({
    storage: window.sessionStorage,
    reload: (target) => (target === here() ? window.location.reload() : window.location.assign(target)),
  });
  return guard;
}
