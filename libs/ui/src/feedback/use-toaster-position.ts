import type { ToasterProps } from '@club/stack';
import { useSyncExternalStore } from 'react';

/** Phones: a form's buttons sit at the bottom of the screen, where sonner would lay its toasts across the whole width. */
export const NARROW_SCREEN_QUERY = '(max-width: 640px)';

type Position = NonNullable<ToasterProps['position']>;
/** Spec §9's place on a wide screen; at the top, centred, on a phone (issue 32: toasts covered the submit buttons). */
export const WIDE_POSITION: Position = 'bottom-right';
const NARROW_POSITION: Position = 'top-center';

function narrowQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = narrowQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const getSnapshot = (): boolean => narrowQuery()?.matches ?? false;
const getServerSnapshot = (): boolean => false;

/** Where the toasts go, following the screen's width live (a phone turned sideways). */
export function useToasterPosition(): Position {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot) ? NARROW_POSITION : WIDE_POSITION;
}
