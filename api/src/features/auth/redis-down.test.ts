import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../shared/logger';
import { createRedisConnection, type RedisConnection } from '../../shared/redis/redis-connection';
import { createVerifiedUser, TEST_ORIGIN } from '../../testing/auth-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

// Nothing listens there (3400–3499 are the resilience tests' ports): Redis is down.
const CLOSED_REDIS_URL = 'redis://127.0.0.1:3411';

const waitUntil = async (condition: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; !condition() && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 20));
};

describe.each(testDatabases())('REDIS_URL set and Redis down, on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let redis: RedisConnection;
  const lines: string[] = [];
  beforeAll(async () => {
    database = await testDatabase.open();
    redis = createRedisConnection(
      CLOSED_REDIS_URL,
      'test:',
      createLogger('info', (line) => lines.push(line)),
    );
    await waitUntil(() => !redis.available(), 3000);
  });
  afterAll(async () => {
    await redis.close();
    await database.dispose();
  });

  it('logs the outage once, not once per reconnection attempt', async () => {
    // ioredis retries every few hundred ms at first: by now it has failed several times.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const outages = lines.map((line) => JSON.parse(line) as { level: string; message: string }).filter((line) => line.message === 'redis unavailable');
    expect(outages).toHaveLength(1);
    expect(outages[0]?.level).toBe('error');
  });

  it('reports Redis in /api/health: status degraded, not ok', async () => {
    const res = await createTestApp(database, { redis }).request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'degraded', database: testDatabase.dialect, redis: 'unavailable' });
  });

  it('answers sign-in with a French 503 in the error shape, at once', async () => {
    const user = await createVerifiedUser(database);
    const app = createTestApp(database, { redis });
    const started = Date.now();
    const res = await app.request('/api/auth/sign-in/email', jsonRequest({ email: user.email, password: user.password }, { Origin: TEST_ORIGIN }));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'La connexion est momentanément indisponible. Réessayez dans quelques minutes.',
      requestId: res.headers.get('x-request-id'),
    });
  });
});
