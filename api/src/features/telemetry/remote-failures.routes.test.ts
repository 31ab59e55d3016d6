import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const report = {
  remote: 'mf-public',
  version: '0.1.0+abc123',
  url: '/remotes/mf-public/remoteEntry.js',
  code: 'RUNTIME-008',
  message: 'Failed to load script resources',
  page: '/contact',
};

describe.each(testDatabases())('POST /api/telemetry/remote-failures on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.dispose());

  it('stores the report with the user agent and time, answers 202 { id }', async () => {
    const now = new Date('2026-04-01T08:00:00.000Z');
    const app = createTestApp(database, { now: () => now });
    const res = await app.request('/api/telemetry/remote-failures', jsonRequest(report, { 'User-Agent': 'Navigateur de test' }));
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    const row = await database.db.selectFrom('remote_failures').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ id, ...report, user_agent: 'Navigateur de test', created_at: now.toISOString() });
  });

  it('rejects an invalid report without storing it', async () => {
    const before = await database.db.selectFrom('remote_failures').select('id').execute();
    const res = await createTestApp(database).request('/api/telemetry/remote-failures', jsonRequest({ ...report, remote: '' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: 'remote' }] });
    expect(await database.db.selectFrom('remote_failures').select('id').execute()).toHaveLength(before.length);
  });

  it('is rate limited per client', async () => {
    const app = createTestApp(database);
    for (let i = 0; i < 30; i += 1) await app.request('/api/telemetry/remote-failures', jsonRequest(report));
    const res = await app.request('/api/telemetry/remote-failures', jsonRequest(report));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
