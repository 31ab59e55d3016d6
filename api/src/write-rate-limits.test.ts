import { ApiErrorSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { createMemoryRateLimiter, type RateLimiterFactory } from './shared/rate-limit/rate-limiter';
import type { RouteRateLimit } from './shared/rate-limit/route-rate-limits.middleware';
import { signedInAs, TEST_ORIGIN } from './testing/auth-helpers';
import { writeArticle } from './testing/blog-fixtures';
import { countRows } from './testing/count-rows';
import { call, type Signed } from './testing/facilities-fixtures';
import { apiRouteKeys } from './testing/route-table';
import { createTestApp } from './testing/test-app';
import { testDatabases, type TestDatabase } from './testing/test-database';
import { WRITE_RATE_LIMITS } from './write-rate-limits';

// docs/decisions/161-privacy-hardening.md: every write of the API has its limit, declared in write-rate-limits.ts.
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const refuseAll: RateLimiterFactory = () => ({ hit: async () => ({ allowed: false, remaining: 0, retryAfterSeconds: 42 }) });

const pathOf = (template: string) => template.replace(/:[A-Za-z]+/g, UNKNOWN_ID);
const send = (app: App, key: string, headers: Record<string, string>, body: unknown = {}) => {
  const [method, template] = key.split(' ') as [string, string];
  const init: RequestInit = { method, headers: { ...headers, 'Content-Type': 'application/json' } };
  if (method !== 'DELETE') init.body = JSON.stringify(body);
  return app.request(pathOf(template), init);
};

describe.each(testDatabases())('rate limits of the writes on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let time = 0;
  const clock: RateLimiterFactory = (policy) => createMemoryRateLimiter(policy, () => time);

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.dispose());

  it('has a limit for every write route of the app, and a route for every limit', () => {
    const writes = apiRouteKeys(createTestApp(database)).filter((key) => WRITES.has(key.split(' ')[0]!));
    const missing = writes.filter((key) => !(key in WRITE_RATE_LIMITS)).map((key) => `${key} : écriture sans limite, ajoutez-la à write-rate-limits.ts`);
    const stale = Object.keys(WRITE_RATE_LIMITS)
      .filter((key) => !writes.includes(key))
      .map((key) => `${key} : limite sans route`);
    expect([...missing, ...stale]).toEqual([]);
    const policies = [...new Set(Object.values(WRITE_RATE_LIMITS))];
    expect(new Set(policies.map((policy) => policy.name)).size, 'un nom par politique (les compteurs Redis en dépendent)').toBe(policies.length);
  });

  it('applies it on every write route, before the route runs: 429 in French with Retry-After', async () => {
    const app = createTestApp(database, { createRateLimiter: refuseAll });
    const member = await signedInAs(app, database, 'member');
    const failures: string[] = [];
    for (const key of Object.keys(WRITE_RATE_LIMITS)) {
      const res = await send(app, key, member.headers);
      const body = ApiErrorSchema.safeParse(await res.json().catch(() => null));
      const ok =
        res.status === 429 && res.headers.get('retry-after') === '42' && body.success && body.data.message === 'Trop de demandes, veuillez réessayer plus tard.';
      if (!ok) failures.push(`${key} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets 10 comments a minute through, then answers 429 to the rest of 60 in a row and stores none of them', async () => {
    const app = createTestApp(database, { createRateLimiter: clock });
    const admin = await signedInAs(app, database, 'admin');
    const [author, neighbour] = [await signedInAs(app, database, 'member'), await signedInAs(app, database, 'member')];
    const { id: articleId } = await writeArticle(app, admin, { status: 'published' });
    const comment = (who: Signed, n: number) => call(app, 'POST', '/api/comments', who.headers, { articleId, content: `Commentaire ${n}` });
    const before = await countRows(database.db, 'blog_comments');
    const statuses: number[] = [];
    for (let n = 1; n <= 60; n += 1) statuses.push((await comment(author, n)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
    expect((await countRows(database.db, 'blog_comments')) - before).toBe(10);
    // Per account: someone else still comments; a minute later the author does again.
    expect((await comment(neighbour, 1)).status).toBe(201);
    time += 60_000;
    expect((await comment(author, 61)).status).toBe(201);
  });

  it('refuses the request after the limit of each policy, and only that one, within its window', async () => {
    const app = createTestApp(database, { createRateLimiter: clock });
    const failures: string[] = [];
    const byPolicy = new Map<RouteRateLimit, string>();
    for (const [key, policy] of Object.entries(WRITE_RATE_LIMITS)) if (!byPolicy.has(policy)) byPolicy.set(policy, key);
    for (const [policy, key] of byPolicy) {
      const headers = policy.per === 'account' ? (await signedInAs(app, database, 'admin')).headers : { Origin: TEST_ORIGIN };
      const statuses: number[] = [];
      for (let n = 0; n <= policy.limit; n += 1) statuses.push((await send(app, key, headers)).status);
      const refusedEarly = statuses.slice(0, policy.limit).some((status) => status === 429);
      if (refusedEarly || statuses.at(-1) !== 429) failures.push(`${policy.name} (${key}, ${policy.limit}) : ${statuses.join(' ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('is off with WRITE_RATE_LIMIT=false', async () => {
    const app = createTestApp(database, { env: { WRITE_RATE_LIMIT: 'false' }, createRateLimiter: refuseAll });
    const member = await signedInAs(app, database, 'member');
    expect((await send(app, 'POST /api/reactions/articles', member.headers, { articleId: UNKNOWN_ID, type: 'like' })).status).toBe(404);
  });
});
