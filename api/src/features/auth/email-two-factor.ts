import { validationError } from '../../shared/app-error';

/**
 * Issue 32: the e-mail method of the validation en deux étapes is turned on by proving the mailbox works, never at once.
 * better-auth's `/two-factor/enable` with `method: 'otp'` turns it on without a code: refused here; a signed-in person
 * asks `/two-factor/send-otp` for a code and `/two-factor/verify-otp` turns it on once the code is right (ADR 177).
 */
const EMAIL_TWO_FACTOR_NEEDS_CODE_MESSAGE =
  "La validation en deux étapes par e-mail s'active avec le code envoyé à votre adresse : demandez un code, puis saisissez-le.";

export function assertEmailTwoFactorProvedByCode(endpoint: string, body: Record<string, unknown>): void {
  if (endpoint !== '/two-factor/enable' || body.method !== 'otp') return;
  throw validationError([{ path: 'method', message: EMAIL_TWO_FACTOR_NEEDS_CODE_MESSAGE }], EMAIL_TWO_FACTOR_NEEDS_CODE_MESSAGE);
}
