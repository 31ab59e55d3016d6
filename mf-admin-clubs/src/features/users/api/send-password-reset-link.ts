import { PasswordResetLinkSentSchema, type PasswordResetLinkSent } from '@club/contracts';
import { http } from '@club/http';

/**
 * `POST /api/admin/users/{id}/password-reset-link` (no body, admins only, ADR 173): the person receives the e-mail of
 * « Mot de passe oublié ? ». Refusals (unknown person, suspended account) carry the API's French message.
 */
export function sendPasswordResetLink(userId: string): Promise<PasswordResetLinkSent> {
  return http.post(`/admin/users/${encodeURIComponent(userId)}/password-reset-link`, undefined, { parse: PasswordResetLinkSentSchema });
}
