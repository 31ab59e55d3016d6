import { useSyncExternalStore } from 'react';
import type { ColorScheme } from './tokens';
import { DARK_SCHEME_QUERY } from './theme-mode';

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(DARK_SCHEME_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

function getSnapshot(): ColorScheme {
  return darkQuery()?.matches ? 'dark' : 'light';
}

const getServerSnapshot = (): ColorScheme => 'light';

/** The device's colour scheme, updated live when the OS setting changes. */
export function useSystemScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
