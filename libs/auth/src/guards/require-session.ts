import { redirect } from '@club/stack';
import { loginPath } from '../routing/paths';
import type { AuthSession } from '../session/auth-session';
import { ensureSession } from '../session/session-store';

/**
 * The session, or a redirect to the login page carrying the requested path and search. For any
 * loader of a signed-in page: react-router runs a page's loader beside its layout's guard, so both
 * must send a visitor to the same place.
 */
export async function requireSession(request: Request): Promise<AuthSession> {
  const session = await ensureSession();
  if (session) return session;
  const url = new URL(request.url);
  throw redirect(loginPath(`${url.pathname}${url.search}`));
}
