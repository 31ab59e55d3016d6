import type { Context, MiddlewareHandler } from 'hono';
import { rateLimitedError } from '../app-error';
import type { AppEnv } from '../app-env';
import { routeKeyOf } from '../route-key';
import type { RateLimiter, RateLimiterFactory, RateLimitPolicy } from './rate-limiter';

/** A policy and whom it counts: each signed-in account (visitors by address), or each address whoever calls. */
export interface RouteRateLimit extends RateLimitPolicy {
  per: 'account' | 'address';
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Rejects with 429 + Retry-After a write whose route (`routeKeyOf`) has used up its policy's window. Runs after
 * the session middleware (the account is the key) and before the route, so that a refused request costs nothing
 * more. Routes sharing a policy object share its counts.
 */
export function routeRateLimits(deps: {
  limits: Readonly<Record<string, RouteRateLimit>>;
  createLimiter: RateLimiterFactory;
  clientAddress: (c: Context) => string;
}): MiddlewareHandler<AppEnv> {
  const limiters = new Map<RouteRateLimit, RateLimiter>();
  const byRoute = new Map<string, { policy: RouteRateLimit; limiter: RateLimiter }>();
  for (const [route, policy] of Object.entries(deps.limits)) {
    const limiter = limiters.get(policy) ?? deps.createLimiter(policy);
    limiters.set(policy, limiter);
    byRoute.set(route, { policy, limiter });
  }
  return async (c, next) => {
    const key = SAFE_METHODS.has(c.req.method) ? null : routeKeyOf(c);
    const limit = key === null ? undefined : byRoute.get(key);
    if (limit) {
      const actor = c.get('actor');
      const subject = limit.policy.per === 'account' && actor ? `account:${actor.id}` : `address:${deps.clientAddress(c)}`;
      const decision = await limit.limiter.hit(subject);
      if (!decision.allowed) throw rateLimitedError(decision.retryAfterSeconds);
    }
    await next();
  };
}
