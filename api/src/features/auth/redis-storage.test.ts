import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../testing/auth-helpers';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { testRedisPrefix, testRedisUrl } from '../../testing/test-redis';
import { createLogger } from '../../shared/logger';
import { createRedisConnection } from '../../shared/redis/redis-connection';
import { redisSecondaryStorage } from './redis-storage';

const url = testRedisUrl();
const prefix = testRedisPrefix();

describe.runIf(url)('Redis secondary storage', () => {
  const connection = createRedisConnection(url ?? '', prefix, createLogger('silent'));
  const storage = redisSecondaryStorage(connection.client);
  afterAll(() => connection.close());

  it('sets with a TTL, reads, deletes and reads-and-deletes', async () => {
    await storage.set('key', 'valeur', 60);
    expect(await storage.get('key')).toBe('valeur');
    expect(await storage.getAndDelete('key')).toBe('valeur');
    expect(await storage.get('key')).toBeNull();
  });

  it('increments a counter whose TTL is set once, at creation', async () => {
    expect(await storage.increment('count', 30)).toBe(1);
    expect(await storage.increment('count', 90)).toBe(2);
    const redis = new Redis(url ?? '');
    const ttl = await redis.ttl(`${prefix}auth:count`);
    await redis.quit();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(30);
    await storage.delete('count');
  });
});

describe.each(url ? testDatabases() : [])('sessions in Redis on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.dispose());

  it('keeps the session in Redis, under its key prefix, and in the database', async () => {
    const keyPrefix = testRedisPrefix();
    const connection = createRedisConnection(url ?? '', keyPrefix, createLogger('silent'));
    const app = createTestApp(database, { redis: connection });
    const { user, headers } = await signedInAs(app, database, 'member');
    const session = await (await app.request('/api/auth/get-session?disableCookieCache=true', { headers })).json();
    expect(session).toMatchObject({ user: { id: user.id } });
    const redis = new Redis(url ?? '');
    const keys = await redis.keys(`${keyPrefix}auth:*`);
    await redis.del(...keys);
    await redis.quit();
    await connection.close();
    expect(keys.length).toBeGreaterThan(0);
    expect(await database.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });
});
