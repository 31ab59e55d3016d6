import { loginPath, refreshSession, type AuthSession } from '@club/auth';
import { listLinkedAccounts } from '../../shared/account-actions';
import { redirect, type LoaderFunctionArgs } from '@club/stack';

/**
 * Spec §2: the user area fetches the current user and their accounts; if either is missing it
 * redirects to /auth/login. Read past better-auth's cookie cache: a session revoked from another
 * browser, or a deleted account, must not show these pages.
 */
export async function requireUserArea({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<AuthSession> {
  const [session, accounts] = await Promise.all([refreshSession().catch(() => null), listLinkedAccounts().catch(() => [])]);
  if (session && accounts.length > 0) return session;
  const url = new URL(request.url);
  throw redirect(loginPath(`${url.pathname}${url.search}`));
}
