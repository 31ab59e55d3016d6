import type { Context } from 'hono';
import type { ActorResolver } from '../../shared/auth/session.middleware';

/**
 * Every better-auth endpoint that checks an account's password, with whose account it is: the e-mail of the
 * body (a sign-in) or the session's (someone signed in typing their password again). Each is counted by the
 * per-account lockout (account-throttle.ts), so that guessing through one of them is stopped like sign-in
 * (docs/decisions/159-revocation-and-password-checks.md). A test lists better-auth's endpoints whose body
 * has a password field: a new one must be added here or to PASSWORD_SETTING_ENDPOINTS.
 */
export const PASSWORD_CHECKING_ENDPOINTS: Readonly<Record<string, 'body-email' | 'session'>> = {
  '/sign-in/email': 'body-email',
  '/change-password': 'session',
  // The e-mail change asks for the current password (issue 27, item 6).
  '/change-email': 'session',
  '/delete-user': 'session',
  '/verify-password': 'session',
  '/two-factor/enable': 'session',
  '/two-factor/disable': 'session',
  '/two-factor/get-totp-uri': 'session',
  '/two-factor/generate-backup-codes': 'session',
};

/** Endpoints whose body holds a password they set without checking one: nothing to guess there. */
export const PASSWORD_SETTING_ENDPOINTS: readonly string[] = ['/sign-up/email', '/reset-password', '/admin/create-user', '/admin/set-user-password'];

/** better-auth's answers to a wrong password (its codes, kept by the app's error shape). */
const WRONG_PASSWORD_CODES = new Set(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD']);

/** The e-mail of a request's body, read from a copy (better-auth reads the original). */
async function bodyEmail(c: Context): Promise<string | null> {
  const body: unknown = await c.req.raw
    .clone()
    .json()
    .catch(() => null);
  const email = body && typeof body === 'object' && 'email' in body ? body.email : null;
  return typeof email === 'string' && email ? email : null;
}

/** The e-mail of the account whose password this request checks, or null when it checks none (or has no session). */
export async function passwordCheckedAccount(c: Context, resolveActor: ActorResolver): Promise<string | null> {
  if (c.req.method !== 'POST') return null;
  // better-auth answers its exact paths only (a trailing slash, a doubled or encoded character: 404).
  const whose = PASSWORD_CHECKING_ENDPOINTS[c.req.path.replace(/^\/api\/auth/, '')];
  if (whose === 'body-email') return bodyEmail(c);
  return whose === 'session' ? ((await resolveActor(c.req.raw.headers))?.email ?? null) : null;
}

/** Whether better-auth's answer says the password was wrong. */
export async function isWrongPassword(res: Response): Promise<boolean> {
  if (res.status !== 400 && res.status !== 401) return false;
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  const code = body && typeof body === 'object' && 'code' in body ? body.code : null;
  return typeof code === 'string' && WRONG_PASSWORD_CODES.has(code);
}
