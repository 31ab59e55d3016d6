import { routedPathname, sameSitePath } from '@club/contracts';
import { landingPath } from './landing';
import { AUTH_PATHS } from './paths';

const AUTH_AREA = '/auth';

/**
 * A `redirect` search value we may follow: a path on this site only, checked after the URL parser
 * normalised it (`/.//evil.example` becomes `//evil.example`: refused), never back into the guest-only
 * auth area (that would loop), however it is spelt (`/AUTH/login`, `/%61uth/login`).
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  const path = sameSitePath(value);
  if (!path) return null;
  const pathname = routedPathname(path);
  return pathname === AUTH_AREA || pathname.startsWith(`${AUTH_AREA}/`) ? null : path;
}

const IGNORED_REDIRECTS: ReadonlySet<string> = new Set([AUTH_PATHS.home, AUTH_PATHS.dashboard, `${AUTH_PATHS.dashboard}/`]);

/** A followable redirect that is not one of the "no preference" values (/, /dashboard). */
function meaningfulRedirect(value: string | null | undefined): string | null {
  const path = safeRedirectPath(value);
  if (!path) return null;
  return IGNORED_REDIRECTS.has(routedPathname(path)) ? null : path;
}

export interface PostLoginInput {
  /** The signed-in person's role, or nothing when the sign-in did not give a session. */
  role: string | null | undefined;
  /** False when the person must still finish the first-login setup (or its check failed). */
  onboardingComplete: boolean;
  /** The `redirect` search value of the login page. */
  redirect?: string | null;
}

/**
 * Spec §2, protected layout: after login the destination is the setup screen if onboarding is
 * incomplete; else the requested redirect unless it is /, /dashboard or /auth/login (any /auth
 * page here); else the role's landing screen; else /.
 */
export function postLoginDestination({ role, onboardingComplete, redirect }: PostLoginInput): string {
  if (role === null || role === undefined) return AUTH_PATHS.home;
  if (!onboardingComplete) return AUTH_PATHS.onboarding;
  return meaningfulRedirect(redirect) ?? landingPath(role);
}

/**
 * Spec §2, auth area: a visitor who already has a session is sent to the redirect path unless it
 * is missing, / or /dashboard; then to the default home of the session's role.
 */
export function guestRedirectDestination({ role, redirect }: { role: string | null | undefined; redirect?: string | null }): string {
  return meaningfulRedirect(redirect) ?? landingPath(role);
}
