import { AUTH_FALLBACK_MESSAGE } from '@club/contracts';
import { TOO_MANY_REQUESTS_MESSAGE, userMessage } from '@club/http';
import { AuthRequestError, type AuthErrorLike } from '../client/auth-result';

function isAuthErrorLike(value: unknown): value is AuthErrorLike {
  return typeof value === 'object' && value !== null && ('code' in value || 'status' in value);
}

/** The code alone: better-auth sends it as `code`; a verification redirect carries it as `?error=`. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error === 'string') return error || null;
  if (isAuthErrorLike(error) && typeof error.code === 'string' && error.code) return error.code;
  return null;
}

/**
 * The French sentence for a failed auth call. The API answers every refused auth call with a code and a
 * French message (the catalogue's for the code, spec §8), so that message is shown, as for any other API
 * call; a rate limit without one gets the rate-limit sentence, a network failure or a timeout
 * @club/http's, anything else `fallback`. A bare code (a link's `?error=`) is not translated here: the
 * catalogue stays out of this shared entry (docs/decisions/180-auth-messages-from-the-api.md), and the
 * pages that receive one use `authCodeMessage` of @club/contracts.
 */
export function authErrorMessage(error: unknown, fallback: string = AUTH_FALLBACK_MESSAGE): string {
  if (isAuthErrorLike(error)) {
    const message = error instanceof AuthRequestError ? error.apiMessage : error.message;
    if (authErrorCode(error) && typeof message === 'string' && message && (error.status ?? 0) >= 400) return message;
    if (error.status === 429) return TOO_MANY_REQUESTS_MESSAGE;
  }
  return userMessage(error, fallback);
}
