import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { TEST_ORIGIN } from '../../test/auth-helpers';
import { createTestApp, jsonRequest } from '../../test/test-app';
import { testDatabases, type TestDatabase } from '../../test/test-database';

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
    const app = createTestApp(database, { env: { AUTH_RATE_LIMIT: 'true', AUTH_SIGN_IN_RATE_LIMIT: '3', TRUST_PROXY: 'true' } });
    const forged = (i: number) => ({ 'X-Forwarded-For': `${network}.1`, 'X-Club-Client-Ip': `192.0.2.${i}` });
    expect(await statuses(app, forged, 4)).toEqual([401, 401, 401, 429]);
    const limited = await app.request('/api/auth/sign-in/email', jsonRequest(attempt, { Origin: TEST_ORIGIN, ...forged(9) }));
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Trop de demandes, veuillez réessayer plus tard.' });
  });

  it('counts each client separately behind a trusted proxy', async () => {
    const app = createTestApp(database, { env: { AUTH_RATE_LIMIT: 'true', AUTH_SIGN_IN_RATE_LIMIT: '3', TRUST_PROXY: 'true' } });
    expect(await statuses(app, () => ({ 'X-Forwarded-For': `${network}.7` }), 4)).toEqual([401, 401, 401, 429]);
    expect(await statuses(app, () => ({ 'X-Forwarded-For': `${network}.8` }), 1)).toEqual([401]);
  });

  it('never limits reading the session, which every page does', async () => {
    const app = createTestApp(database, { env: { AUTH_RATE_LIMIT: 'true', TRUST_PROXY: 'true' } });
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
