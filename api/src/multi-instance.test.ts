import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { packBuild, readBuildDir } from '@club/federation/registry';
import { writeRemoteBuild } from '@club/federation/registry/fixture';
import { createDatabase, type DatabaseHandle } from './db/database';
import { hashSecretToken } from './shared/secret-token';
import { migrateToLatest } from './db/migrator';
import { createLogger } from './shared/logger';
import { startApiProcess, type ApiProcess } from './testing/api-process';
import { cookieHeader, createVerifiedUser, type TestUser } from './testing/auth-helpers';
import { emptyDir } from './testing/test-app';
import { testRedisUrl } from './testing/test-redis';

// The gate of issue 10: two real API processes, one PostgreSQL, one Redis. Runs whenever the PostgreSQL
// suites do (CI sets TEST_DATABASE_URL, and Redis then defaults to the local one): a missing Redis fails it.
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = testRedisUrl();
const PORTS = [3420, 3421] as const;
const SITE = `http://127.0.0.1:${PORTS[0]}`;

async function onAdminDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function assertRedisReachable(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis est injoignable sur ${url} (${String(error)}) : démarrez redis-server, ou indiquez TEST_REDIS_URL.`, { cause: error });
  } finally {
    redis.disconnect();
  }
}

describe.runIf(postgresUrl && redisUrl)('two API processes on one PostgreSQL and one Redis', () => {
  const databaseName = `multi_${randomUUID().replaceAll('-', '')}`;
  const keyPrefix = `test:multi:${randomUUID().slice(0, 8)}:`;
  let database: DatabaseHandle;
  let instances: ApiProcess[] = [];
  let alice: TestUser;
  let bob: TestUser;

  const on = (index: 0 | 1, path: string, init: RequestInit = {}) =>
    fetch(`${instances[index]?.origin}${path}`, {
      ...init,
      headers: { Origin: SITE, ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(10_000),
    });
  const signIn = (index: 0 | 1, email: string, password: string) =>
    on(index, '/api/auth/sign-in/email', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });

  beforeAll(async () => {
    await assertRedisReachable(redisUrl ?? '');
    await onAdminDatabase(`create database ${databaseName}`);
    const url = new URL(postgresUrl ?? '');
    url.pathname = `/${databaseName}`;
    database = createDatabase(url.toString(), { baseDir: process.cwd() });
    // Migrated and given users before the servers start: they find a database in use and seed nothing.
    await migrateToLatest(database.db, createLogger('silent'));
    [alice, bob] = await Promise.all([createVerifiedUser(database), createVerifiedUser(database)]);
    const shared = {
      NODE_ENV: 'test',
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: keyPrefix,
      // One site behind a load balancer: same secret (cookies signed on one are read by the other), same origin.
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      SITE_URL: SITE,
      REMOTES_DIR: emptyDir(),
      AUTH_RATE_LIMIT: 'true',
      AUTH_SIGN_IN_RATE_LIMIT: '3',
      AUTH_ACCOUNT_MAX_FAILURES: '2',
    };
    // One after the other: the second finds the migrations done.
    for (const port of PORTS) instances.push(await startApiProcess(port, shared));
  }, 150_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    instances = [];
    await database?.destroy();
    await onAdminDatabase(`drop database if exists ${databaseName} with (force)`);
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  }, 30_000);

  it('refuses on one instance, at once, a session signed out on the other', async () => {
    const signedIn = await signIn(0, alice.email, alice.password);
    expect(signedIn.status).toBe(200);
    const cookie = cookieHeader(signedIn);
    expect((await on(1, '/api/first-login/status', { headers: { Cookie: cookie } })).status).toBe(200);

    const signOut = { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json' }, body: '{}' };
    expect((await on(0, '/api/auth/sign-out', signOut)).status).toBe(200);

    const refused = await on(1, '/api/first-login/status', { headers: { Cookie: cookie } });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    const session = await on(1, '/api/auth/get-session?disableCookieCache=true', { headers: { Cookie: cookie } });
    expect(await session.json()).toBeNull();
  });

  it('holds on one instance the sign-in limits reached on the other: per account, then per address', async () => {
    // Per account (AUTH_ACCOUNT_MAX_FAILURES=2): one failure on each instance locks Bob everywhere.
    expect((await signIn(0, bob.email, 'Mauvais-mot-de-passe')).status).toBe(401);
    expect((await signIn(1, bob.email, 'Mauvais-mot-de-passe')).status).toBe(401);
    const locked = await signIn(0, bob.email, bob.password);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('pour ce compte') });

    // Per address (3 a minute): Alice's sign-in and Bob's first failure on instance 0, Bob's second on
    // instance 1: instance 1 alone has seen one attempt, yet refuses the fourth.
    const limited = await signIn(1, 'personne@example.fr', 'Mauvais-mot-de-passe');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Trop de demandes, veuillez réessayer plus tard.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("holds on one instance the writes' limit reached on the other (ADR 161: 5 contact messages per 10 minutes)", async () => {
    const message = { name: 'Léa Dupont', email: 'lea@example.fr', subject: 'Horaires', message: 'Bonjour, quels sont les horaires ?', consent: true };
    const send = (index: 0 | 1) =>
      on(index, '/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(message) }).then((res) => res.status);
    const statuses = [await send(0), await send(1), await send(0), await send(1), await send(0)];
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect(await send(1)).toBe(429);
  });

  it('serves on one instance, within 2 seconds, a remote published and then rolled back through the other (ADR 162)', async () => {
    const secret = `club_pub_${randomBytes(32).toString('base64url')}`;
    const now = new Date().toISOString();
    await database.db
      .insertInto('publish_tokens')
      .values({
        id: randomUUID(),
        name: 'Équipe démo',
        remote: 'mf-demo',
        token_hash: hashSecretToken(secret),
        created_by: 'Test',
        created_at: now,
        expires_at: null,
        revoked_at: null,
        last_used_at: null,
      })
      .execute();
    const publish = async (index: 0 | 1, build: string) => {
      const dir = join(emptyDir(), 'dist');
      // Shares nothing with the shell: the check passes without a built shell (unit tests run before the build).
      await writeRemoteBuild(dir, 'mf-demo', { build, shared: [] });
      const body = await packBuild(await readBuildDir(dir));
      const res = await on(index, '/api/deployments/mf-demo/versions', {
        method: 'POST',
        headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/gzip' },
        body: Buffer.from(body),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    };
    const servedVersion = async (index: 0 | 1) =>
      ((await (await on(index, '/api/runtime-config')).json()) as { remotes: Record<string, { version: string }> }).remotes['mf-demo']?.version;
    const within2s = async (index: 0 | 1, version: string) => {
      const started = Date.now();
      while (Date.now() - started < 2000 && (await servedVersion(index)) !== version) await new Promise((resolve) => setTimeout(resolve, 50));
      return servedVersion(index);
    };

    await publish(0, '0.1.0+aaaaaaaaaa');
    expect(await within2s(1, '1')).toBe('1');
    expect((await on(1, '/remotes/mf-demo/1/remoteEntry.js')).status).toBe(200);
    await publish(0, '0.2.0+bbbbbbbbbb');
    expect(await within2s(1, '2')).toBe('2');

    const rollback = await on(1, '/api/deployments/mf-demo/rollback', {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(await rollback.json()).toEqual({ remote: 'mf-demo', from: 2, to: 1 });
    expect(await within2s(0, '1')).toBe('1');
    expect(await servedVersion(1)).toBe('1');
  });
});
