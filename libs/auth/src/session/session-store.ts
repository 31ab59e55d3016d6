import { createStore } from '@club/stack';
import type { AuthSession } from './auth-session';
import { fetchSession } from './fetch-session';

/** Spec §9: the session is cached 300 000 ms. */
export const SESSION_CACHE_MS = 300_000;

export interface SessionState {
  session: AuthSession | null;
  /** idle: never asked; loading: first answer pending; ready: `session` is the server's answer. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  fetchedAt: number | null;
  error: unknown;
}

const INITIAL_STATE: SessionState = { session: null, status: 'idle', fetchedAt: null, error: null };

/**
 * The page's one session store (zustand, vanilla so that loaders outside React use it too).
 * `@club/auth` is a federation singleton: shell and remotes see this same instance.
 */
export const sessionStore = createStore<SessionState>(() => INITIAL_STATE);

let pending: Promise<AuthSession | null> | null = null;
let generation = 0;

function load(fresh: boolean): Promise<AuthSession | null> {
  const current = ++generation;
  const { status } = sessionStore.getState();
  if (status === 'idle' || status === 'error') sessionStore.setState({ status: 'loading' });
  // Only the latest request may write: a slow answer from before a sign-in must not undo it.
  const request = fetchSession({ fresh }).then(
    (session) => {
      if (current === generation) sessionStore.setState({ session, status: 'ready', fetchedAt: Date.now(), error: null });
      return session;
    },
    (error: unknown) => {
      if (current === generation) sessionStore.setState({ status: 'error', error, fetchedAt: null });
      throw error;
    },
  );
  pending = request;
  void request.then(
    () => settled(request),
    () => settled(request),
  );
  return request;
}

function settled(request: Promise<AuthSession | null>) {
  if (pending === request) pending = null;
}

/** Whether the cached answer (signed in or not) is less than 5 minutes old: no request needed. */
export function hasFreshSession(): boolean {
  const { status, fetchedAt } = sessionStore.getState();
  return status === 'ready' && fetchedAt !== null && Date.now() - fetchedAt < SESSION_CACHE_MS;
}

/** The session, from the cache when it is less than 5 minutes old (spec §4: fetched on demand). */
export function ensureSession(): Promise<AuthSession | null> {
  if (hasFreshSession()) return Promise.resolve(sessionStore.getState().session);
  return pending ?? load(false);
}

/** Asks the server again, bypassing every cache: after sign-in, sign-out, a role change… */
export function refreshSession(): Promise<AuthSession | null> {
  return load(true);
}

/** Test helper: back to "never asked". */
export function resetSessionStore(): void {
  generation += 1;
  pending = null;
  sessionStore.setState(INITIAL_STATE, true);
}
