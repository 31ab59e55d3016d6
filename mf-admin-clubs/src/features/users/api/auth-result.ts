import { authErrorMessage } from '@club/auth';

/** What better-auth's client answers: the data, or an error with its code and (server) message. */
interface AuthResult<T> {
  data: T | null;
  error: { code?: string | null; message?: string | null; status?: number } | null;
}

class AdminActionError extends Error {
  override readonly name = 'AdminActionError';
}

/**
 * The French message of a refused admin call: the API's, for better-auth's codes (the catalogue's) as for
 * the people rules (LAST_ADMIN, USER_HAS_UPCOMING_BOOKINGS…).
 */
export function adminErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof AdminActionError) return error.message;
  return authErrorMessage(error, fallback);
}

/** Unwraps a better-auth client answer; a refusal becomes an error carrying its French message. */
export function unwrap<T>(result: AuthResult<T>, fallback: string): T {
  if (result.error || result.data === null) throw new AdminActionError(adminErrorMessage(result.error, fallback));
  return result.data;
}
