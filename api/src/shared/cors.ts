import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * CORS for the configured origins only, with credentials (cookies). Any other origin gets no CORS
 * header at all, so the browser refuses to share the response; same-origin pages need none.
 */
export function corsForOrigins(origins: readonly string[]): MiddlewareHandler {
  const allowed = cors({
    origin: [...origins],
    credentials: true,
    allowHeaders: ['Content-Type', 'X-Request-Id'],
    exposeHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && origins.includes(origin)) return allowed(c, next);
    await next();
    c.res.headers.append('Vary', 'Origin');
  };
}
