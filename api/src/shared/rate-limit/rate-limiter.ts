/** How many hits a key may make per window, e.g. 5 contact messages per 10 minutes per IP. */
export interface RateLimitPolicy {
  name: string;
  limit: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Counts hits per key. The in-memory one below is right for one API process; several instances
 * need a shared store (Redis, see the design brief) behind this same interface.
 */
export interface RateLimiter {
  hit(key: string): Promise<RateLimitDecision>;
}

export type RateLimiterFactory = (policy: RateLimitPolicy) => RateLimiter;

/** Fixed window per key; expired windows are swept when the table grows, so memory stays bounded. */
export function createMemoryRateLimiter(policy: RateLimitPolicy, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = (time: number) => {
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  };
  return {
    async hit(key) {
      const time = now();
      if (windows.size > 10_000) sweep(time);
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + policy.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= policy.limit,
        remaining: Math.max(0, policy.limit - window.count),
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
      };
    },
  };
}
