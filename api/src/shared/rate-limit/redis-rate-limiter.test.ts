import { afterAll, describe, expect, it } from 'vitest';
import { testRedisPrefix, testRedisUrl } from '../../testing/test-redis';
import { createLogger } from '../logger';
import { createRedisConnection } from '../redis/redis-connection';
import { redisRateLimiterFactory } from './redis-rate-limiter';

const url = testRedisUrl();
const policy = { name: 'comments', limit: 2, windowMs: 60_000 };

describe.runIf(url)('rate limits counted in Redis', () => {
  const prefix = testRedisPrefix();
  // Two connections stand for two API instances.
  const [first, second] = [createRedisConnection(url ?? '', prefix, createLogger('silent')), createRedisConnection(url ?? '', prefix, createLogger('silent'))];
  afterAll(() => Promise.all([first.close(), second.close()]));

  it('shares one count per key between instances, and says how long the window still runs', async () => {
    const [here, there] = [redisRateLimiterFactory(first, createLogger('silent'))(policy), redisRateLimiterFactory(second, createLogger('silent'))(policy)];
    expect((await here.hit('account:a')).allowed).toBe(true);
    expect((await there.hit('account:a')).allowed).toBe(true);
    expect((await there.hit('account:b')).allowed).toBe(true);
    const refused = await here.hit('account:a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});

describe('rate limits while Redis is down', () => {
  // Nothing listens there (3400–3499 are the resilience tests' ports).
  const down = createRedisConnection('redis://127.0.0.1:3412', 'test:', createLogger('silent'));
  afterAll(() => down.close());

  it('count in memory instead: still limited, never an error', async () => {
    const limiter = redisRateLimiterFactory(down, createLogger('silent'))(policy);
    const decisions = [await limiter.hit('account:a'), await limiter.hit('account:a'), await limiter.hit('account:a')];
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false]);
  });
});
