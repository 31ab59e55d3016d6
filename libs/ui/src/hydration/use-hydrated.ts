import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the render that hydrates a prerendered page, true in the next one and in every render that
 * hydrates nothing. What the prerender could not know (a stored choice, a cookie, data already fetched)
 * shows from the second render, so the first one produces the prerendered markup and React keeps it
 * (docs/decisions/194-prerendered-pages-hydrate.md). React re-renders by itself once hydrated.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
