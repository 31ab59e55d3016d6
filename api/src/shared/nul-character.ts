import type { MiddlewareHandler } from 'hono';
import { validationError } from './app-error';

// PostgreSQL refuses U+0000 in text ("invalid byte sequence"): it must be refused as bad input, never reach a query.
const NUL_MESSAGE = "Les données envoyées contiennent un caractère nul (U+0000), qui n'est pas accepté. Retirez-le et réessayez.";

export const nulCharacterError = () => validationError([{ path: '', message: NUL_MESSAGE }], NUL_MESSAGE);

/** True when a string anywhere in a parsed JSON value (keys included) holds U+0000; a loop, not recursion, whatever the depth. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** 400 for `%00` in the path or the query: ids and filters never contain it, and the database would fail on it. */
export const rejectNulInUrl: MiddlewareHandler = (c, next) => {
  if (/%00/i.test(c.req.url)) throw nulCharacterError();
  return next();
};
