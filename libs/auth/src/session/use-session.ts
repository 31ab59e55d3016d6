import { useStore } from '@club/stack';
import { useEffect } from 'react';
import { ensureSession, sessionStore, type SessionState } from './session-store';

/**
 * The session for a component, fetched on first use and re-rendered on every change (sign-in in
 * a remote updates the shell's header: one store per page).
 */
export function useSession(): SessionState {
  const state = useStore(sessionStore);
  useEffect(() => {
    ensureSession().catch(() => undefined);
  }, []);
  return state;
}
