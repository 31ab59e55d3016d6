import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import { testDatabases, type TestDatabase } from '../../test/test-database';
import { authSecondaryStorage, createRedisStorage } from './redis-storage';

it('uses no secondary storage without REDIS_URL', () => {
  expect(authSecondaryStorage(undefined)).toBeUndefined();
});

// Runs when TEST_REDIS_URL points at a Redis server (e.g. redis://127.0.0.1:6379/15), like TEST_DATABASE_URL.
const redisUrls = process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [];

describe.each(redisUrls)('Redis secondary storage on %s', (url) => {
  const { storage, close } = createRedisStorage(url);
  const key = `test:${randomUUID()}`;
  afterAll(() => close());

  it('sets with a TTL, reads, deletes and reads-and-deletes', async () => {
    await storage.set(key, 'valeur', 60);
    expect(await storage.get(key)).toBe('valeur');
    expect(await storage.getAndDelete(key)).toBe('valeur');
    expect(await storage.get(key)).toBeNull();
  });

  it('increments a counter whose TTL is set once, at creation', async () => {
    const counter = `${key}:count`;
    expect(await storage.increment(counter, 30)).toBe(1);
    expect(await storage.increment(counter, 90)).toBe(2);
    const redis = new Redis(url);
    const ttl = await redis.ttl(`club:auth:${counter}`);
    await redis.quit();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30);
    await storage.delete(counter);
  });
});

describe.each(redisUrls.length ? testDatabases().slice(0, 1) : [])('sessions in Redis on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.dispose());

  it('keeps the session in Redis and in the database', async () => {
    const app = createTestApp(database, { env: { REDIS_URL: redisUrls[0] ?? '' } });
    const { user, headers } = await signedInAs(app, database, 'member');
    const session = await (await app.request('/api/auth/get-session?disableCookieCache=true', { headers })).json();
    expect(session).toMatchObject({ user: { id: user.id } });
    const redis = new Redis(redisUrls[0] ?? '');
    const keys = await redis.keys('club:auth:*');
    await redis.quit();
    expect(keys.length).toBeGreaterThan(0);
    expect(await database.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });
});
