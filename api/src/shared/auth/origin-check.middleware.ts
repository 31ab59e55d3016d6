import type { MiddlewareHandler } from 'hono';
import { forbiddenError } from '../app-error';
import type { AppEnv } from '../app-env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for our own /api routes, matching what better-auth does for
 * /api/auth: a state-changing request that carries cookies must come from a trusted origin.
 */
export function originCheck(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !c.req.path.startsWith('/api/auth/') && c.req.header('cookie') !== undefined) {
      const origin = c.req.header('origin');
      if (!origin || !trustedOrigins.includes(origin)) throw forbiddenError();
    }
    await next();
  };
}
