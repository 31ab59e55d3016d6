import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { nodeResponse } from './node-response';
import { isBuildFilePath } from './security-headers';

/** What an incoming `X-Request-Id` may be to be kept (hono/request-id's rule): word characters, `-`, `=`. */
const VALID_ID = /^[\w\-=]{1,255}$/;

/**
 * `c.var.requestId` and the `X-Request-Id` response header: the caller's id when it is valid, else a new
 * UUID. Set on the Node response when there is one, so that every response carries it, raw ones too;
 * build files (hashed scripts…) keep it in the log only.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming !== undefined && VALID_ID.test(incoming) ? incoming : randomUUID();
    c.set('requestId', id);
    if (isBuildFilePath(c.req.path)) return next();
    const outgoing = nodeResponse(c);
    if (outgoing) outgoing.setHeader('X-Request-Id', id);
    else c.header('X-Request-Id', id);
    return next();
  };
}
