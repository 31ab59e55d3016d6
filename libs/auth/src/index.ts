/**
 * @club/auth — identity on the client: the session store, the redirect rules, the guards and the
 * French error messages (the API's; the catalogue itself is in @club/contracts, ADR 180). A federation shared singleton (one session store per page). This entry
 * stays light: the better-auth client itself is loaded on demand (`loadAuthClient`).
 */
export { AuthRequestError, unwrapAuthResult, type AuthErrorLike } from './client/auth-result';
export { loadAuthClient, type AuthClient } from './client/load-auth-client';
export { authErrorCode, authErrorMessage } from './errors/auth-error-message';
export { createAuthGuards, type AuthGuards } from './guards/create-auth-guards';
export { PermissionDeniedError } from './guards/permission-denied-error';
export { requireSession } from './guards/require-session';
export { firstLoginStatusQueryKey, firstLoginStatusQueryOptions } from './onboarding/get-first-login-status';
export { destinationAfterSignIn } from './routing/destination-after-sign-in';
export { landingPath } from './routing/landing';
export { AUTH_PATHS, isOpenDuringOnboarding, loginPath } from './routing/paths';
export type { PostLoginInput } from './routing/redirect-rules';
export { isAdminRole, isSubjectToOnboarding, roleOf } from './routing/roles';
export type { AuthSession, AuthUser } from './session/auth-session';
// Shared with the server, which greets an admin by name in a prerendered page.
export { displayFirstName } from '@club/contracts';
export { ensureSession, refreshSession, sessionStore, type SessionState } from './session/session-store';
// `ensureSession` and `signOut` stay for the remote versions published before 2026-11-23, which import them.
export { signOut } from './session/sign-out';
export { useSession } from './session/use-session';
export { useSignOut } from './session/use-sign-out';
