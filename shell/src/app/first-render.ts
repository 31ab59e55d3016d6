import type { DataRouter } from '@club/stack';
import { isPrerendered } from '../prerender/prerendered-visitor';

/**
 * How long the first render may wait for the first page (its remote, its loaders) before the chrome
 * paints with the loading view instead. The server preloads the page's remote with the shell
 * (docs/decisions/008-first-load-budget.md), so it is usually ready when the shell is.
 */
const FIRST_RENDER_WAIT_MS = 500;

/**
 * Resolves when the router has settled its first navigation, or after `timeoutMs`. Rendering then
 * paints the page in one pass: rendering at once painted the loading chrome, then replaced it by the
 * page, two full renders on a slow CPU (measured: docs/decisions/008-first-load-budget.md). A slow or broken
 * remote still gets the chrome (and later its error view) after `timeoutMs`.
 */
export function firstNavigationSettled(
  router: Pick<DataRouter, 'state' | 'subscribe'>,
  timeoutMs: number | null = isPrerendered() ? null : FIRST_RENDER_WAIT_MS,
): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    // A prerendered page is already on screen: it stays until the real one can replace it (no timeout).
    const timer = timeoutMs === null ? undefined : setTimeout(done, timeoutMs);
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) done();
    });
  });
}
