import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import type { Logger } from './logger';

/**
 * One structured line per request, written once the response (or its error) is known. Nothing at all
 * per request when info lines are off (LOG_LEVEL=warn or error); failures are logged by the error handler.
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  if (!logger.enabled('info')) return (_c, next) => next();
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
