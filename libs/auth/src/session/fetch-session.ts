import { http } from '@club/http';
import { parseAuthSession, type AuthSession } from './auth-session';

/**
 * `GET /api/auth/get-session` with a plain fetch: reading who is signed in must not download the
 * better-auth client (the chrome asks on every page, visitors included). `fresh` bypasses
 * better-auth's 5-minute cookie cache, needed right after a role change or a sign-in.
 */
export function fetchSession({ fresh = false, signal }: { fresh?: boolean; signal?: AbortSignal } = {}): Promise<AuthSession | null> {
  return http.get('/auth/get-session', {
    query: fresh ? { disableCookieCache: true } : undefined,
    parse: { parse: parseAuthSession },
    signal,
  });
}
