import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { testDatabases, type TestDatabase } from '../../test/test-database';

describe.each(testDatabases())('GET /api/health on $dialect', (testDatabase: TestDatabase) => {
  it('reports the database it reached', async () => {
    const database = await testDatabase.open();
    try {
      const res = await createTestApp(database).request('/api/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', database: testDatabase.dialect, redis: 'not_configured' });
    } finally {
      await database.dispose();
    }
  });

  it('answers 503 with the error shape when the database is down', async () => {
    const database = await testDatabase.open();
    const app = createTestApp(database);
    await database.destroy();
    try {
      const res = await app.request('/api/health');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'La base de données est indisponible.',
        requestId: res.headers.get('x-request-id'),
      });
    } finally {
      await database.dispose();
    }
  });
});
