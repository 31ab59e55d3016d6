import type { MiddlewareHandler } from 'hono';
import { validationError } from './app-error';

// PostgreSQL refuses U+0000 in text ("invalid byte sequence"): it must be refused as bad input, never reach a query.
const NUL_MESSAGE = "Les données envoyées contiennent un caractère nul (U+0000), qui n'est pas accepté. Retirez-le et réessayez.";

export const nulCharacterError = () => validationError([{ path: '', message: NUL_MESSAGE }], NUL_MESSAGE);

/** True when a string anywhere in a parsed JSON value (keys included) holds U+0000. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  return false;
}

/** 400 for `%00` in the path or the query: ids and filters never contain it, and the database would fail on it. */
export const rejectNulInUrl: MiddlewareHandler = (c, next) => {
  if (/%00/i.test(c.req.url)) throw nulCharacterError();
  return next();
};
