import { AUTH_BASE_PATH } from '../auth-config';

const EXACT_PATHS: ReadonlySet<string> = new Set([
  '/sign-out',
  '/update-user',
  '/delete-user',
  '/verify-email',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/admin/stop-impersonating',
]);
const PATH_PREFIXES = ['/sign-in', '/sign-up', '/two-factor/'];

/** The better-auth path of a request URL (`/api/auth/sign-in/email` → `/sign-in/email`). */
export function authPathOf(url: string | URL): string {
  const pathname = new URL(String(url), 'http://site.invalid').pathname;
  const index = pathname.indexOf(`${AUTH_BASE_PATH}/`);
  return index === -1 ? pathname : pathname.slice(index + AUTH_BASE_PATH.length);
}

/**
 * Spec §4: the session is refreshed after sign-in, sign-up, sign-out, update-user, delete-user,
 * verify-email and any call under the two-factor path (plus the session revocations and the end
 * of an impersonation, which change who is signed in just as much).
 */
export function changesSession(url: string | URL): boolean {
  const path = authPathOf(url);
  return EXACT_PATHS.has(path) || PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
}
