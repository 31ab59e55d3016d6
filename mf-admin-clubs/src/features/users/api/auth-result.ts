import { authErrorCode, authErrorMessage } from '@club/auth';
import { AUTH_ERROR_MESSAGES } from '@club/contracts';

/** What better-auth's client answers: the data, or an error with its code and (server) message. */
interface AuthResult<T> {
  data: T | null;
  error: { code?: string | null; message?: string | null; status?: number } | null;
}

class AdminActionError extends Error {
  override readonly name = 'AdminActionError';
}

/**
 * The French message of a refused admin call: the catalogue's for better-auth's codes; the API's own
 * message for the people rules (LAST_ADMIN, USER_HAS_UPCOMING_BOOKINGS…), which it writes in French.
 */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof AdminActionError) return error.message;
  const code = authErrorCode(error)?.toUpperCase();
  if (code && !AUTH_ERROR_MESSAGES[code] && typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return authErrorMessage(error, fallback);
}

/** Unwraps a better-auth client answer; a refusal becomes an error carrying its French message. */
export function unwrap<T>(result: AuthResult<T>, fallback: string): T {
  if (result.error || result.data === null) throw new AdminActionError(adminErrorMessage(result.error, fallback));
  return result.data;
}
