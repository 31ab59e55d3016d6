import type { MiddlewareHandler } from 'hono';
import { errorForStatus } from './app-error';
import type { AppEnv } from './app-env';
import { renderError } from './error-handler';
import type { Logger } from './logger';

const isEmpty = (res: Response) => res.body === null || res.headers.get('content-length') === '0';

/**
 * The last guard: an error answer without a body (a library's bare 500, a `c.body(null, 4xx)`)
 * becomes the app's `{ code, message, requestId }` with a French message, and a 5xx is logged.
 */
export function errorBodyGuard(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status < 400 || c.req.method === 'HEAD' || !isEmpty(c.res)) return;
    const error = errorForStatus(c.res.status);
    if (error.status >= 500)
      logger.error('empty error response replaced', { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, status: c.res.status });
    // Unset first: assigning over a response would carry its headers (a stale Content-Length) over.
    c.res = undefined;
    c.res = renderError(c, error);
  };
}
