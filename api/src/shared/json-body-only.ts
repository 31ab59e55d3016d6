import type { MiddlewareHandler } from 'hono';
import { unsupportedMediaTypeError } from './app-error';
import type { AppEnv } from './app-env';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

function hasBody(request: Request, contentLength: string | undefined): boolean {
  if (contentLength !== undefined) return Number(contentLength) > 0;
  return request.body !== null;
}

/**
 * 415 for a request body that is not `application/json`. A cross-site HTML form can only send
 * `text/plain`, `multipart/form-data` or `application/x-www-form-urlencoded` without a preflight;
 * refusing them here means no endpoint (ours or better-auth's, which reads forms on sign-in and
 * sign-up) ever parses such a body (docs/decisions/088-input-at-every-door.md).
 */
export function jsonBodyOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method) || mediaType(c.req.header('content-type')) === 'application/json') return next();
    if (hasBody(c.req.raw, c.req.header('content-length'))) throw unsupportedMediaTypeError();
    return next();
  };
}
