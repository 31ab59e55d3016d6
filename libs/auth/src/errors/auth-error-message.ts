import { userMessage } from '@club/http';
import { AUTH_ERROR_MESSAGES, AUTH_FALLBACK_MESSAGE } from '@club/contracts';

/** What better-auth's client puts in `error` (and what a failed fetch can leave us with). */
export interface AuthErrorLike {
  code?: string | null;
  message?: string | null;
  status?: number;
}

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
 * The French sentence for a failed auth call: the catalogue's message for its code, a rate-limit
 * message for 429, the network/timeout messages of @club/http, else `fallback`. Never better-auth's
 * English `message`.
 */
export function authErrorMessage(error: unknown, fallback: string = AUTH_FALLBACK_MESSAGE): string {
  const code = authErrorCode(error);
  if (code) {
    const known = AUTH_ERROR_MESSAGES[code.toUpperCase()];
    if (known) return known;
  }
  if (isAuthErrorLike(error) && error.status === 429) return AUTH_ERROR_MESSAGES.TOO_MANY_REQUESTS ?? fallback;
  return userMessage(error, fallback);
}
