import type { MiddlewareHandler } from 'hono';
import { unsupportedMediaTypeError } from './app-error';
import type { AppEnv } from './app-env';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const mediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** A route whose body is a file of these declared types, not JSON (a medical certificate, ADR 207). */
export interface FileBodyRoute {
  path: RegExp;
  types: ReadonlySet<string>;
}

/** Whether this request is a file sent to a route that takes one, as a type no form can send without a preflight. */
export const isFileBody = (routes: readonly FileBodyRoute[], path: string, contentType: string | undefined) =>
  routes.some((route) => route.path.test(path) && route.types.has(mediaType(contentType)));

/**
 * Whether the request says it carries a body, from its headers only: reading the stream to find out
 * would consume it before better-auth gets the request, and @hono/node-server gives every non-GET
 * request a body stream, empty or not. HTTP/1.1 frames a body with Content-Length or Transfer-Encoding;
 * a media type without either still announces one (and is what a Request built in-process carries).
 */
function announcesBody(header: (name: string) => string | undefined): boolean {
  const length = header('content-length');
  if (length !== undefined) return Number(length) > 0;
  return header('transfer-encoding') !== undefined || header('content-type') !== undefined;
}

/**
 * 415 for a request body that is not `application/json`. A cross-site HTML form can only send
 * `text/plain`, `multipart/form-data` or `application/x-www-form-urlencoded` without a preflight;
 * refusing them here means no endpoint (ours or better-auth's, which reads forms on sign-in and
 * sign-up) ever parses such a body (docs/decisions/088-input-at-every-door.md).
 */
export function jsonBodyOnly(options: { archiveRoute?: RegExp; fileRoutes?: readonly FileBodyRoute[] } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const type = mediaType(c.req.header('content-type'));
    if (!METHODS_WITH_BODY.has(c.req.method) || type === 'application/json') return next();
    // A remote's build, as a gzip archive (ADR 162): no form can send that type without a preflight.
    if (type === 'application/gzip' && options.archiveRoute?.test(c.req.path)) return next();
    if (isFileBody(options.fileRoutes ?? [], c.req.path, type)) return next();
    if (announcesBody((name) => c.req.header(name))) throw unsupportedMediaTypeError();
    return next();
  };
}
