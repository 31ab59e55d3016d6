import type { MiddlewareHandler } from 'hono';
import { forbiddenError } from '../app-error';
import type { AppEnv } from '../app-env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for our own /api routes, matching what better-auth does for
 * /api/auth: a state-changing request that carries cookies must come from a trusted origin.
 */
export function originCheck(trustedOrigins: readonly string[]): MiddlewareHandler<AppEnv> {
  // Not async: a middleware that only checks costs no promise of its own on every request.
  return (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !c.req.path.startsWith('/api/auth/') && c.req.header('cookie') !== undefined) {
      const origin = c.req.header('origin');
      if (!origin || !trustedOrigins.includes(origin)) throw forbiddenError();
    }
    return next();
  };
}
