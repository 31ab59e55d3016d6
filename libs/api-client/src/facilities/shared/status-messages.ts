import { API_ERROR_CODES } from '@club/contracts';
import { HttpError } from '@club/http';

const CODE_BY_STATUS: Record<number, string> = { 404: API_ERROR_CODES.notFound, 409: API_ERROR_CODES.conflict };

/**
 * The per-call French messages of spec §8 (e.g. 409 on a room booking). The server's own French
 * message wins when it sent one; otherwise the error is re-thrown carrying the spec's message, so
 * `userMessage()` from @club/http and `apiErrorMessage()` show it like any API message.
 */
export async function withStatusMessages<T>(call: Promise<T>, messages: Partial<Record<404 | 409, string>>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof HttpError) || error.apiMessage) throw error;
    const message = messages[error.status as 404 | 409];
    if (message === undefined) throw error;
    const body = { code: error.code ?? CODE_BY_STATUS[error.status] ?? 'HTTP_ERROR', message, requestId: error.requestId ?? '' };
    throw new HttpError({ status: error.status, method: error.method, url: error.url, body });
  }
}

/** Spec §8: a 404 on some lists (complexes, rooms of a complex, reservations of a room) means "nothing yet". */
export async function emptyOn404<T>(call: Promise<T>, empty: () => T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return empty();
    throw error;
  }
}
