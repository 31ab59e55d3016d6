import type { MiddlewareHandler } from 'hono';
import { routeKeyOf } from './route-key';

/**
 * `Cache-Control: no-store` on every answer but those of `cacheableRoutes` (route keys, see `routeKeyOf`):
 * an answer about a person must stay out of shared caches and the browser's disk. Set after the handler,
 * so that it wins over a route's own header; the listed routes keep theirs (ETag, no-cache).
 */
export function noStore(cacheableRoutes: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const key = routeKeyOf(c);
    if (key === null || !cacheableRoutes.has(key)) c.res.headers.set('Cache-Control', 'no-store');
  };
}
