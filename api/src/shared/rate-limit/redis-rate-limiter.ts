import { serializeError, type Logger } from '../logger';
import type { RedisConnection } from '../redis/redis-connection';
import { redisFailureCounter } from './failure-counter';
import { createMemoryRateLimiter, type RateLimiterFactory } from './rate-limiter';

/**
 * Limiters whose counts live in Redis (INCR, EXPIRE NX: a fixed window from the first hit), shared by every API
 * instance. While Redis is unavailable each instance counts in its own memory: the limits still hold per
 * instance, and a write is never refused nor failed because Redis is down (ADR 085).
 */
export function redisRateLimiterFactory(connection: RedisConnection, logger: Logger): RateLimiterFactory {
  return (policy) => {
    const counter = redisFailureCounter(connection.client, `rate-limit:${policy.name}:`);
    const fallback = createMemoryRateLimiter(policy);
    const windowSeconds = Math.max(1, Math.ceil(policy.windowMs / 1000));
    return {
      async hit(key) {
        if (!connection.available()) return fallback.hit(key);
        try {
          const { count, retryAfterSeconds } = await counter.add(key, windowSeconds);
          return { allowed: count <= policy.limit, remaining: Math.max(0, policy.limit - count), retryAfterSeconds: Math.max(1, retryAfterSeconds) };
        } catch (error) {
          logger.warn('rate limit counted in memory: redis command failed', { policy: policy.name, ...serializeError(error) });
          return fallback.hit(key);
        }
      },
    };
  };
}
