import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHEABLE_API_ROUTES } from './cacheable-api-routes';
import { TEST_ORIGIN } from './testing/auth-helpers';
import { type Gate, openGate } from './testing/authorisation-fixtures';
import { API_MATRIX } from './testing/authorisation-matrix';
import { apiRouteKeys } from './testing/route-table';
import { testDatabases, type TestDatabase } from './testing/test-database';

// docs/decisions/161-privacy-hardening.md: every /api answer is `no-store` but the listed public ones.
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const LOCAL_CLIENT = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 40_000, remoteFamily: 'IPv4' } } };

describe.each(testDatabases())('Cache-Control of the API on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let gate: Gate;

  beforeAll(async () => {
    database = await testDatabase.open();
    gate = await openGate(database);
  }, 60_000);
  afterAll(() => database.dispose());

  const cacheControl = async (method: string, path: string, headers: Record<string, string>, body?: unknown) => {
    const init: RequestInit = { method, headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) } };
    if (body !== undefined) init.body = JSON.stringify(body);
    const res = await gate.app.request(path, init, LOCAL_CLIENT);
    return { status: res.status, cacheControl: res.headers.get('cache-control') };
  };

  it('lists only public routes of the matrix, each still a route', () => {
    const routes = apiRouteKeys(gate.app);
    const wrong = [...CACHEABLE_API_ROUTES].filter((key) => !routes.includes(key) || API_MATRIX[key]?.access !== 'public');
    expect(wrong).toEqual([]);
  });

  it('answers every read of the route table no-store, with the data, except the listed public ones', async () => {
    const failures: string[] = [];
    for (const key of apiRouteKeys(gate.app).filter((candidate) => candidate.startsWith('GET '))) {
      const public_ = API_MATRIX[key]?.access === 'public';
      const { path } = API_MATRIX[key]!.request(gate.fixtures, public_ ? null : 'admin');
      const reply = await cacheControl('GET', path, public_ ? {} : gate.as.admin.headers);
      const cacheable = CACHEABLE_API_ROUTES.has(key);
      if (reply.status >= 400) failures.push(`${key} → ${reply.status}: the walk needs a successful read`);
      else if (cacheable === (reply.cacheControl === 'no-store')) failures.push(`${key} → Cache-Control ${reply.cacheControl}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers every write of the route table no-store, refusals included, but the listed receipts', async () => {
    const failures: string[] = [];
    for (const key of apiRouteKeys(gate.app).filter((candidate) => !candidate.startsWith('GET '))) {
      const [method, template] = key.split(' ') as [string, string];
      const path = template.replace(/:[A-Za-z]+/g, UNKNOWN_ID);
      const reply = await cacheControl(method, path, gate.as.member.headers, method === 'DELETE' ? undefined : {});
      if (CACHEABLE_API_ROUTES.has(key) === (reply.cacheControl === 'no-store')) failures.push(`${key} → ${reply.status}, Cache-Control ${reply.cacheControl}`);
    }
    expect(failures).toEqual([]);
  });

  it("answers better-auth's endpoints and unknown /api paths no-store", async () => {
    expect(await cacheControl('GET', '/api/auth/get-session', gate.as.member.headers)).toEqual({ status: 200, cacheControl: 'no-store' });
    const signIn = await cacheControl('POST', '/api/auth/sign-in/email', { Origin: TEST_ORIGIN }, { email: 'personne@example.fr', password: 'pas-le-bon-mot' });
    expect(signIn).toEqual({ status: 401, cacheControl: 'no-store' });
    expect((await cacheControl('GET', '/api/pas-une-route', {})).cacheControl).toBe('no-store');
  });

  it('keeps the runtime config revalidated by its ETag', async () => {
    const first = await gate.app.request('/api/runtime-config');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await gate.app.request('/api/runtime-config', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });
});
