import type { SecondaryStorage } from 'better-auth';
import type { Redis } from 'ioredis';

/** better-auth's keys, under the connection's REDIS_KEY_PREFIX. */
const AUTH_PREFIX = 'auth:';

/**
 * better-auth secondary storage on Redis: sessions and rate-limit counters shared by every API
 * instance (ADR 020). The counter's TTL is set only when it is created, as better-auth requires.
 */
export function redisSecondaryStorage(redis: Redis): SecondaryStorage {
  const key = (name: string) => `${AUTH_PREFIX}${name}`;
  return {
    get: (name) => redis.get(key(name)),
    getAndDelete: (name) => redis.getdel(key(name)),
    async set(name, value, ttl) {
      if (ttl && ttl > 0) await redis.set(key(name), value, 'EX', Math.ceil(ttl));
      else await redis.set(key(name), value);
    },
    async delete(name) {
      await redis.del(key(name));
    },
    async increment(name, ttl) {
      const [[incrementError, count] = [null, 0], [expireError] = [null]] =
        (await redis
          .multi()
          .incr(key(name))
          .expire(key(name), Math.max(1, Math.ceil(ttl)), 'NX')
          .exec()) ?? [];
      if (incrementError ?? expireError) throw incrementError ?? expireError;
      return Number(count);
    },
  };
}
