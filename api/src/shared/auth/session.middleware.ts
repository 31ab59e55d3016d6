import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Actor } from './actor';

export type ActorResolver = (headers: Headers) => Promise<Actor | null>;

/**
 * Sets `c.var.actor` for every /api route: the signed-in user, or null for a visitor. better-auth's own
 * routes (/api/auth/*) read the session themselves.
 */
export function sessionMiddleware(resolveActor: ActorResolver): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const needsActor = !c.req.path.startsWith('/api/auth/') && c.req.header('cookie') !== undefined;
    c.set('actor', needsActor ? await resolveActor(c.req.raw.headers) : null);
    await next();
  };
}
