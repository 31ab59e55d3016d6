import type { Redis } from 'ioredis';

/** Failures counted for a key in its current window, and seconds until that window ends (0: none). */
export interface FailureCount {
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts failures per key in a fixed window that starts at the first failure. In memory for one process,
 * in Redis when several instances must share the counts.
 */
export interface FailureCounter {
  peek(key: string): Promise<FailureCount>;
  add(key: string, windowSeconds: number): Promise<FailureCount>;
  clear(key: string): Promise<void>;
}

const NONE: FailureCount = { count: 0, retryAfterSeconds: 0 };

export function memoryFailureCounter(now: () => number = Date.now): FailureCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const current = (key: string, time: number) => {
    const window = windows.get(key);
    if (window && window.endsAt > time) return window;
    windows.delete(key);
    return undefined;
  };
  const asCount = (window: { count: number; endsAt: number } | undefined, time: number): FailureCount =>
    window ? { count: window.count, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - time) / 1000)) } : NONE;
  return {
    async peek(key) {
      const time = now();
      return asCount(current(key, time), time);
    },
    async add(key, windowSeconds) {
      const time = now();
      // Expired windows are swept when the table grows, so memory stays bounded.
      if (windows.size > 10_000) for (const [other, window] of windows) if (window.endsAt <= time) windows.delete(other);
      const window = current(key, time) ?? { count: 0, endsAt: time + windowSeconds * 1000 };
      window.count += 1;
      windows.set(key, window);
      return asCount(window, time);
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/** Same counts in Redis (INCR, then EXPIRE only when the key is new), shared by every API instance. */
export function redisFailureCounter(redis: Redis, prefix: string): FailureCounter {
  const read = (results: [Error | null, unknown][] | null, countIndex: number): FailureCount => {
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('redis transaction aborted');
    const count = Number(results[countIndex]?.[1] ?? 0);
    const ttl = Number(results[results.length - 1]?.[1] ?? -2);
    return count > 0 && ttl > 0 ? { count, retryAfterSeconds: ttl } : NONE;
  };
  return {
    async peek(key) {
      return read(await redis.multi().get(`${prefix}${key}`).ttl(`${prefix}${key}`).exec(), 0);
    },
    async add(key, windowSeconds) {
      const name = `${prefix}${key}`;
      return read(await redis.multi().incr(name).expire(name, windowSeconds, 'NX').ttl(name).exec(), 0);
    },
    async clear(key) {
      await redis.del(`${prefix}${key}`);
    },
  };
}
