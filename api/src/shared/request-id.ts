import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { isBuildFilePath } from './security-headers';

/** What an incoming `X-Request-Id` may be to be kept (hono/request-id's rule): word characters, `-`, `=`. */
const VALID_ID = /^[\w\-=]{1,255}$/;

/**
 * `c.var.requestId` and the `X-Request-Id` response header: the caller's id when it is valid, else a new
 * UUID. Set on the final response (Hono's public `c.res`), so that every response carries it, raw ones too
 * (better-auth's, static files); build files (hashed scripts…) keep it in the log only.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming !== undefined && VALID_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    if (isBuildFilePath(c.req.path)) return next();
    return next().then(() => {
      if (!c.res.headers.has('X-Request-Id')) c.res.headers.set('X-Request-Id', id);
    });
  };
}
