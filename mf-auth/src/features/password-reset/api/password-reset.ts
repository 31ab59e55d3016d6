import { AUTH_PATHS, loadAuthClient, unwrapAuthResult as unwrap } from '@club/auth';
import { useMutation } from '@club/stack';

/**
 * `POST /api/auth/request-password-reset`. The e-mailed link opens /auth/reset-password?token=…
 * (`redirectTo` only matters if the API lets better-auth build the link: then an invalid token comes
 * back as ?error=INVALID_TOKEN, which the page explains too).
 */
async function requestPasswordReset(email: string): Promise<void> {
  const client = await loadAuthClient();
  await unwrap(client.requestPasswordReset({ email, redirectTo: AUTH_PATHS.resetPassword }));
}

/** `POST /api/auth/reset-password` with the token of the link. */
async function resetPassword({ token, newPassword }: { token: string; newPassword: string }): Promise<void> {
  const client = await loadAuthClient();
  await unwrap(client.resetPassword({ token, newPassword }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
