import { Hono, type Context } from 'hono';
import { rateLimitedError } from '../../shared/app-error';
import type { AppEnv } from '../../shared/app-env';
import type { Logger } from '../../shared/logger';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { appShapedAuthError } from './auth-error-response';

/**
 * better-auth's own endpoints under /api/auth/*. The client IP it rate-limits on is the one our
 * `clientKey` decided (socket, or X-Forwarded-For behind a trusted proxy), never a header the client sent.
 * Its failures answer in the app's error shape; errors that are not its own (a hook's AppError, a
 * database failure) are thrown to the app's error handler (`onAPIError.throw` in auth.ts).
 */
export function authRoutes(deps: { auth: Auth; clientKey: (c: Context) => string; logger: Logger }) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, deps.clientKey(c));
    const res = await deps.auth.handler(new Request(c.req.raw, { headers }));
    // Same 429 as the rest of the API: code RATE_LIMITED, French message, standard Retry-After.
    if (res.status === 429) throw rateLimitedError(Number(res.headers.get('x-retry-after')) || 60);
    return res.status >= 400 ? appShapedAuthError(c, res, deps.logger) : res;
  });
}
