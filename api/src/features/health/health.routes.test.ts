import { describe, expect, it, vi } from 'vitest';
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

  it('counts only the e-mails given up in the last 24 hours, and never the delivered ones', async () => {
    const database = await testDatabase.open();
    try {
      const now = new Date('2026-03-02T09:00:00.000Z');
      const outbox = createMailOutbox({ now: () => now });
      for (const to of ['attente@example.fr', 'recent@example.fr', 'ancien@example.fr', 'envoye@example.fr'])
        await outbox.enqueue(database.db, { to, subject: 'Objet', text: 'Texte', html: '<p>Texte</p>' });
      const mark = (to: string, status: 'failed' | 'sent', lastAttemptAt: string) =>
        database.db.updateTable('outbox').set({ status, last_attempt_at: lastAttemptAt }).where('to_address', '=', to).execute();
      await mark('recent@example.fr', 'failed', '2026-03-01T10:00:00.000Z');
      await mark('ancien@example.fr', 'failed', '2026-03-01T08:00:00.000Z');
      await mark('envoye@example.fr', 'sent', '2026-03-02T08:59:00.000Z');
      const res = await createTestApp(database, { now: () => now }).request('/api/health');
      expect(await res.json()).toMatchObject({ status: 'ok', mail: { waiting: 1, oldestWaitingSeconds: 0, failed24h: 1 } });
    } finally {
      await database.dispose();
    }
  });

  it('pings the database at every check but reads the mail queue at most once per 100 ms', async () => {
    const database = await testDatabase.open();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    try {
      const app = createTestApp(database);
      const waiting = async () => ((await (await app.request('/api/health')).json()) as { mail: { waiting: number } }).mail.waiting;
      expect(await waiting()).toBe(0);
      await createMailOutbox({ now: () => new Date() }).enqueue(database.db, { to: 'lea@example.fr', subject: 'Objet', text: 'Un', html: '<p>Un</p>' });
      expect(await waiting()).toBe(0);
      clock.mockReturnValue(1_000_100);
      expect(await waiting()).toBe(1);
      // The queue's summary is still fresh, yet the database's own check answers.
      await database.destroy();
      expect((await app.request('/api/health')).status).toBe(503);
    } finally {
      clock.mockRestore();
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
