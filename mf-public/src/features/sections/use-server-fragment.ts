import { useEffect, useState } from 'react';

export type FragmentState = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'not-found' } | { status: 'error' };

/**
 * The HTML the server filled the island with, while the app takes over a prerendered page: only the
 * server's copy carries `data-served` (the app's own render of the island does not), so a later
 * navigation never mistakes the previous page's content for this one's. Empty in the build's prerender.
 */
function servedContent(id: string): string | null {
  // The build's prerender: the island stays empty, for the server to fill at each request.
  if (typeof document === 'undefined') return '';
  return document.querySelector(`#${id}[data-served]`)?.innerHTML ?? null;
}

/**
 * An island of the sections' pages (docs/decisions/172-public-sections-from-live-data.md): the server's
 * HTML when the visit started on this page, else the same fragment fetched from the public API, again
 * whenever `url` changes. The API revalidates it on each use (no-cache + ETag).
 */
export function useServerFragment(id: string, url: string): FragmentState {
  const [state, setState] = useState(() => {
    const html = servedContent(id);
    return { url, fragment: html === null ? ({ status: 'loading' } as FragmentState) : ({ status: 'ready', html } as FragmentState) };
  });
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
