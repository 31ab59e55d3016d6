import { useEffect, useState } from 'react';

/** `servedFor`: the address the server filled the island for (kept on the element, as the server wrote it). */
export type FragmentState = { status: 'loading' } | { status: 'ready'; html: string; servedFor?: string } | { status: 'not-found' } | { status: 'error' };

/**
 * What the server filled the island with, for the page being shown: the server marks it with
 * `data-served="<the page's path>"` (and its query when the content depends on it: the news archive's `?page=`), so the island of another page (still in the DOM while this one
 * first renders) is never taken for this one's. Empty in the build's prerender, for the server to fill.
 */
function servedContent(id: string): FragmentState | null {
  if (typeof document === 'undefined') return { status: 'ready', html: '' };
  const island = document.getElementById(id);
  const servedFor = island?.getAttribute('data-served');
  const { pathname, search } = window.location;
  return island && (servedFor === pathname || servedFor === pathname + search) ? { status: 'ready', html: island.innerHTML, servedFor } : null;
}

/**
 * An island of the sections' pages (docs/decisions/172-public-sections-from-live-data.md): the server's
 * HTML when the visit started on this page, else the same fragment fetched from the public API, again
 * whenever `url` changes. The API revalidates it on each use (no-cache + ETag).
 */
export function useServerFragment(id: string, url: string): FragmentState {
  const [state, setState] = useState(() => ({ url, fragment: servedContent(id) ?? ({ status: 'loading' } as FragmentState) }));
  const current = state.url === url ? state.fragment : ({ status: 'loading' } as FragmentState);
  const loaded = current.status !== 'loading';
  useEffect(() => {
    if (loaded) return;
    const controller = new AbortController();
    const settle = (fragment: FragmentState) => setState({ url, fragment });
    fetch(url, { signal: controller.signal, credentials: 'same-origin', headers: { Accept: 'text/html' } })
      .then(async (response) => {
        if (response.status === 404) return settle({ status: 'not-found' });
        if (!response.ok) return settle({ status: 'error' });
        settle({ status: 'ready', html: await response.text() });
      })
      .catch(() => {
        if (!controller.signal.aborted) settle({ status: 'error' });
      });
    return () => controller.abort();
  }, [url, loaded]);
  return current;
}
