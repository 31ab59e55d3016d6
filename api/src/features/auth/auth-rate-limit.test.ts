import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { createVerifiedUser, TEST_ORIGIN } from '../../testing/auth-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const attempt = { email: 'quelquun@example.fr', password: 'Mauvais-mot-de-passe' };

describe.each(testDatabases())('better-auth rate limiting on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>> & DatabaseHandle;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.dispose());

  const statuses = async (app: ReturnType<typeof createTestApp>, headers: (i: number) => Record<string, string>, count: number) => {
    const result: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const res = await app.request('/api/auth/sign-in/email', jsonRequest(attempt, { Origin: TEST_ORIGIN, ...headers(i) }));
      result.push(res.status);
    }
    return result;
  };

  // better-auth's memory store is shared by every instance of the process: each dialect uses its own addresses.
  const network = testDatabase.dialect === 'sqlite' ? '203.0.113' : '198.51.100';

  it('allows AUTH_SIGN_IN_RATE_LIMIT sign-in attempts per minute from one address, even when the client forges its IP header', async () => {
    const app = createTestApp(database, { env: { AUTH_RATE_LIMIT: 'true', AUTH_SIGN_IN_RATE_LIMIT: '3', TRUST_PROXY_HOPS: '1' } });
    const forged = (i: number) => ({ 'X-Forwarded-For': `${network}.1`, 'X-Club-Client-Ip': `192.0.2.${i}` });
    expect(await statuses(app, forged, 4)).toEqual([401, 401, 401, 429]);
    const limited = await app.request('/api/auth/sign-in/email', jsonRequest(attempt, { Origin: TEST_ORIGIN, ...forged(9) }));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Trop de demandes, veuillez réessayer plus tard.' });
  });

  it('counts each client separately behind a trusted proxy', async () => {
    const app = createTestApp(database, { env: { AUTH_RATE_LIMIT: 'true', AUTH_SIGN_IN_RATE_LIMIT: '3', TRUST_PROXY_HOPS: '1' } });
    expect(await statuses(app, () => ({ 'X-Forwarded-For': `${network}.7` }), 4)).toEqual([401, 401, 401, 429]);
    expect(await statuses(app, () => ({ 'X-Forwarded-For': `${network}.8` }), 1)).toEqual([401]);
  });

  it('holds a 3/min limit against 12 wrong-password sign-ins rotating X-Forwarded-For (the probe of issue 10)', async () => {
    // One proxy in front: it appends the address it saw, everything on the left is the client's invention.
    const behindProxy = createTestApp(database, {
      env: { AUTH_RATE_LIMIT: 'true', AUTH_SIGN_IN_RATE_LIMIT: '3', TRUST_PROXY_HOPS: '1', AUTH_ACCOUNT_MAX_FAILURES: '100' },
    });
    const rotating = (i: number) => ({ 'X-Forwarded-For': `10.${i}.0.1, ${network}.20` });
    expect(await statuses(behindProxy, rotating, 12)).toEqual([401, 401, 401, ...Array(9).fill(429)]);
    // No proxy (TRUST_PROXY_HOPS=0, the default): the header is not believed at all.
    const direct = createTestApp(database, { env: { AUTH_RATE_LIMIT: 'true', AUTH_SIGN_IN_RATE_LIMIT: '3', AUTH_ACCOUNT_MAX_FAILURES: '100' } });
    const counted = (await statuses(direct, (i) => ({ 'X-Forwarded-For': `${network}.${100 + i}` }), 12)).filter((status) => status === 401);
    expect(counted.length).toBeLessThanOrEqual(3);
  });

  describe('per account', () => {
    const perAccount = { AUTH_RATE_LIMIT: 'true', AUTH_SIGN_IN_RATE_LIMIT: '1000', AUTH_ACCOUNT_MAX_FAILURES: '3', TRUST_PROXY_HOPS: '1' };
    // Every attempt from a fresh address: only the per-account count can stop them.
    let address = 0;
    const signInFrom = (app: ReturnType<typeof createTestApp>, email: string, password: string) => {
      address += 1;
      const forwarded = `${network.split('.').slice(0, 2).join('.')}.${200 + Math.floor(address / 250)}.${address % 250}`;
      return app.request('/api/auth/sign-in/email', jsonRequest({ email, password }, { Origin: TEST_ORIGIN, 'X-Forwarded-For': forwarded }));
    };

    it('refuses the account for the rest of the window after 3 failed passwords, whatever the address, even with the right password', async () => {
      const app = createTestApp(database, { env: perAccount });
      const [victim, other] = await Promise.all([createVerifiedUser(database), createVerifiedUser(database)]);
      for (let i = 0; i < 3; i += 1) expect((await signInFrom(app, victim.email, 'Mauvais-mot-de-passe')).status).toBe(401);
      const locked = await signInFrom(app, victim.email.toUpperCase(), victim.password);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
      expect(await locked.json()).toEqual({
        code: 'RATE_LIMITED',
        message: 'Trop de tentatives de connexion échouées pour ce compte. Réessayez dans 15 min, ou réinitialisez votre mot de passe.',
        requestId: locked.headers.get('x-request-id'),
      });
      expect((await signInFrom(app, other.email, other.password)).status).toBe(200);
    });

    it('starts afresh after a successful sign-in', async () => {
      const app = createTestApp(database, { env: perAccount });
      const user = await createVerifiedUser(database);
      const wrong = () => signInFrom(app, user.email, 'Mauvais-mot-de-passe');
      const results = [(await wrong()).status, (await wrong()).status, (await signInFrom(app, user.email, user.password)).status];
      results.push((await wrong()).status, (await wrong()).status);
      expect(results).toEqual([401, 401, 200, 401, 401]);
    });
  });

  it('never limits reading the session, which every page does', async () => {
    const app = createTestApp(database, { env: { AUTH_RATE_LIMIT: 'true', TRUST_PROXY_HOPS: '1' } });
    for (let i = 0; i < 120; i += 1) {
      const res = await app.request('/api/auth/get-session', { headers: { Origin: TEST_ORIGIN, 'X-Forwarded-For': `${network}.9` } });
      expect(res.status).toBe(200);
    }
  });

  it('can be turned off (AUTH_RATE_LIMIT=false)', async () => {
    const app = createTestApp(database, { env: { AUTH_RATE_LIMIT: 'false' } });
    expect(await statuses(app, () => ({}), 5)).toEqual([401, 401, 401, 401, 401]);
  });
});
