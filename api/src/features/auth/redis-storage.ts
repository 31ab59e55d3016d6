import type { SecondaryStorage } from 'better-auth';
import { Redis } from 'ioredis';

const KEY_PREFIX = 'club:auth:';

/**
 * better-auth secondary storage on Redis: sessions and rate-limit counters shared by every API
 * instance (ADR 020). The counter's TTL is set only when it is created, as better-auth requires.
 */
export function createRedisStorage(url: string): { storage: SecondaryStorage; close(): Promise<void> } {
  const redis = new Redis(url, { keyPrefix: KEY_PREFIX, maxRetriesPerRequest: 2 });
  const storage: SecondaryStorage = {
    get: (key) => redis.get(key),
    getAndDelete: (key) => redis.getdel(key),
    async set(key, value, ttl) {
      if (ttl && ttl > 0) await redis.set(key, value, 'EX', Math.ceil(ttl));
      else await redis.set(key, value);
    },
    async delete(key) {
      await redis.del(key);
    },
    async increment(key, ttl) {
      const [[incrementError, count] = [null, 0], [expireError] = [null]] =
        (await redis
          .multi()
          .incr(key)
          .expire(key, Math.max(1, Math.ceil(ttl)), 'NX')
          .exec()) ?? [];
      if (incrementError ?? expireError) throw incrementError ?? expireError;
      return Number(count);
    },
  };
  return { storage, close: async () => void (await redis.quit()) };
}

/** Redis secondary storage when REDIS_URL is set; better-auth keeps everything in the database/memory otherwise. */
export function authSecondaryStorage(redisUrl: string | undefined): SecondaryStorage | undefined {
  return redisUrl ? createRedisStorage(redisUrl).storage : undefined;
}
