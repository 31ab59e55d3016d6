import type { Auth } from './auth';

/** Asks better-auth to e-mail `email` a password-reset link: its own token and template, through the outbox (ADR 167). */
export type PasswordResetRequest = (email: string) => Promise<void>;

/**
 * better-auth's server `requestPasswordReset`, the endpoint of « Mot de passe oublié ? »: the same token, the same e-mail
 * and link (`sendResetPassword` in auth.ts builds the site's own link, so no `redirectTo`) and the same expiry. Called
 * without the admin's headers: better-auth's hooks then see no session, and the admin's action is recorded once, by
 * the caller (ADR 173).
 */
export function passwordResetRequest(auth: Auth): PasswordResetRequest {
  return async (email) => {
    await auth.api.requestPasswordReset({ body: { email } });
  };
}
