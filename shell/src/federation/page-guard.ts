import { sameSitePath } from '@club/contracts';
import { createStaleChunkGuard, type StaleChunkGuard } from './stale-chunk-guard';

type PageLocation = Pick<Location, 'pathname' | 'search' | 'hash' | 'reload' | 'assign'>;

/**
 * Reloads the page, or loads `target` when the router is on another page of this site. A target that
 * would leave the site once normalised (`//evil.example`, ADR 157) only reloads.
 */
export function reloadTowards(target: string, location: PageLocation): void {
  const path = sameSitePath(target);
  if (path === null || target === `${location.pathname}${location.search}${location.hash}`) location.reload();
  else location.assign(path);
}

let guard: StaleChunkGuard | undefined;

/** The page's one stale-chunk guard (sessionStorage-backed, shared by the event handler and error views). */
export function pageStaleChunkGuard(): StaleChunkGuard {
  guard ??= createStaleChunkGuard({ storage: window.sessionStorage, reload: (target) => reloadTowards(target, window.location) });
  return guard;
}
