import { describe, expect, it } from 'vitest';
import { createMailOutbox } from '../../shared/mail/outbox';
import { createTestApp } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

describe.each(testDatabases())('GET /api/health on $dialect', (testDatabase: TestDatabase) => {
  it('reports the database it reached', async () => {
    const database = await testDatabase.open();
    try {
      const res = await createTestApp(database).request('/api/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        status: 'ok',
        database: testDatabase.dialect,
        redis: 'not_configured',
        mail: { transport: 'outbox', waiting: 0, oldestWaitingSeconds: null, failed24h: 0 },
      });
    } finally {
      await database.dispose();
    }
  });

  it('reports how many e-mails wait and how old the oldest is, for an operator to alert on', async () => {
    const database = await testDatabase.open();
    try {
      let now = new Date('2026-03-02T09:00:00.000Z');
      const clock = () => now;
      const outbox = createMailOutbox({ now: clock });
      await outbox.enqueue(database.db, { to: 'lea@example.fr', subject: 'Premier', text: 'Un', html: '<p>Un</p>' });
      now = new Date('2026-03-02T09:00:30.000Z');
      await outbox.enqueue(database.db, { to: 'hugo@example.fr', subject: 'Second', text: 'Deux', html: '<p>Deux</p>' });
      now = new Date('2026-03-02T09:01:30.000Z');
      const res = await createTestApp(database, { now: clock, env: { SMTP_URL: 'smtp://127.0.0.1:2525' } }).request('/api/health');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'ok', mail: { transport: 'smtp', waiting: 2, oldestWaitingSeconds: 90, failed24h: 0 } });
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
