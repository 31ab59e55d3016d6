import type { Context, MiddlewareHandler } from 'hono';
import { rateLimitedError } from '../app-error';
import type { RateLimiter } from './rate-limiter';

/** Rejects with 429 + Retry-After once `keyOf(c)` has used up its window. */
export function rateLimit(limiter: RateLimiter, keyOf: (c: Context) => string): MiddlewareHandler {
  return async (c, next) => {
    const decision = await limiter.hit(keyOf(c));
    if (!decision.allowed) throw rateLimitedError(decision.retryAfterSeconds);
    await next();
  };
}
