import { API_ERROR_CODES } from '@club/contracts';
import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';
import type { AppEnv } from './app-env';
import { isFileBody, type FileBodyRoute } from './json-body-only';

/** No request of the site nests deeper than a few levels; 64 leaves room and keeps every walk of the value short. */
export const MAX_JSON_DEPTH = 64;

const jsonTooDeepError = () =>
  new AppError(400, API_ERROR_CODES.jsonTooDeep, `Le corps de la requête contient trop de niveaux imbriqués (${MAX_JSON_DEPTH} au plus).`);

/**
 * True when arrays and objects in JSON text nest deeper than `limit`, read in one pass without parsing
 * (brackets inside strings do not count) and without recursion: a 15,000-deep array costs one loop.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * 400 for a JSON body nested deeper than MAX_JSON_DEPTH, once for every endpoint (ours and better-auth's)
 * before anything walks the parsed value: recursive checks overflowed the stack on such a body (issue 27).
 * The text read here is what the routes parse (Hono keeps it); better-auth, which reads the Request
 * itself, gets a Request carrying the same text, as `hono/body-limit` does after reading a body.
 */
export function rejectDeepJson(options: { fileRoutes?: readonly FileBodyRoute[] } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method) || !c.req.raw.body) return next();
    // A remote's archive (the one binary body jsonBodyOnly lets through, ADR 162) is bytes, not text.
    if (c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/gzip') return next();
    // A file sent where one is taken (ADR 207): bytes too, read by its route with its own limit.
    if (isFileBody(options.fileRoutes ?? [], c.req.path, c.req.header('content-type'))) return next();
    const text = await c.req.text();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw jsonTooDeepError();
    c.req.raw = new Request(c.req.raw, { body: text });
    return next();
  };
}
