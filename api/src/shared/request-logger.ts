import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import type { Logger } from './logger';

/** One structured line per request, written once the response (or its error) is known. */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      requestId: c.get('requestId'),
    });
  };
}
