import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter';

describe('createMemoryRateLimiter', () => {
  it('allows `limit` hits per window and per key, then tells how long to wait', async () => {
    let time = 0;
    const limiter = createMemoryRateLimiter({ name: 't', limit: 2, windowMs: 60_000 }, () => time);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('b')).allowed).toBe(true);
    time = 15_000;
    expect(await limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 });
    time = 60_000;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });
});
