import { OutboxMailSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailOutbox } from '../../shared/mail/outbox';
import { fromLocalhost } from '../../testing/outbox-helpers';
import { createTestApp, PRODUCTION_TEST_ENV } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

describe.each(testDatabases())('GET /api/dev/outbox on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await testDatabase.open();
    let minute = 0;
    const outbox = createMailOutbox({ now: () => new Date(Date.UTC(2026, 2, 2, 9, (minute += 1))) });
    await outbox.enqueue(database.db, { to: 'lea@example.fr', subject: 'Premier', text: 'Un', html: '<p>Un</p>' });
    await outbox.enqueue(database.db, { to: 'Hugo@Example.fr', subject: 'Autre', text: 'Deux', html: '<p>Deux</p>' });
    await outbox.enqueue(database.db, { to: 'lea@example.fr', subject: 'Second', text: 'Trois', html: '<p>Trois</p>' });
  });
  afterAll(() => database.dispose());

  it('lists the e-mails to one address, newest first, as { to, subject, text, html, replyTo, createdAt }', async () => {
    const res = await createTestApp(database).request('/api/dev/outbox?to=Lea@example.fr', undefined, fromLocalhost());
    expect(res.status).toBe(200);
    const mails = OutboxMailSchema.strict()
      .array()
      .parse(await res.json());
    expect(mails.map((mail) => mail.subject)).toEqual(['Second', 'Premier']);
    expect(mails[0]).toEqual({ to: 'lea@example.fr', subject: 'Second', text: 'Trois', html: '<p>Trois</p>', replyTo: null, createdAt: '2026-03-02T09:03:00.000Z' });
  });

  it('lists every e-mail without `to`, to IPv6 and IPv4-mapped loopback clients too', async () => {
    for (const address of ['::1', '::ffff:127.0.0.1', '127.0.0.2']) {
      const mails = (await (await createTestApp(database).request('/api/dev/outbox', undefined, fromLocalhost(address))).json()) as unknown[];
      expect(mails).toHaveLength(3);
    }
  });

  it('refuses any other client with 403 and the French error shape, whatever X-Forwarded-For says', async () => {
    const app = createTestApp(database, { env: { TRUST_PROXY_HOPS: '1' } });
    for (const address of ['192.168.1.20', '::ffff:10.0.0.3', '2001:db8::1']) {
      const res = await app.request('/api/dev/outbox', { headers: { 'X-Forwarded-For': '127.0.0.1' } }, fromLocalhost(address));
      expect(res.status).toBe(403);
      const body = (await res.json()) as { code: string; message: string; requestId: string };
      expect(body).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('depuis la machine du serveur') });
      expect(body.requestId).toBeTruthy();
    }
    // No socket at all is not provably local either.
    expect((await app.request('/api/dev/outbox')).status).toBe(403);
  });

  it('does not exist in production (404), even for a loopback client', async () => {
    const app = createTestApp(database, { env: PRODUCTION_TEST_ENV });
    const res = await app.request('/api/dev/outbox?to=lea@example.fr', undefined, fromLocalhost());
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
