import { useEffect, useSyncExternalStore } from 'react';
import { ensureSession, sessionStore, type SessionState } from './session-store';

/**
 * The session for a component, fetched on first use and re-rendered on every change (sign-in in
 * a remote updates the shell's header: one store per page). Hydrating a prerendered page reads the
 * store as it is too (not its initial state): the server prerendered the page for that session.
 */
export function useSession(): SessionState {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
  useEffect(() => {
    ensureSession().catch(() => undefined);
  }, []);
  return state;
}
