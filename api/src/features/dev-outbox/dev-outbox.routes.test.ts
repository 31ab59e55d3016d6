import { OutboxMailSchema } from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../shared/mail/outbox-mailer';
import { createTestApp } from '../../test/test-app';
import { testDatabases, type TestDatabase } from '../../test/test-database';

describe.each(testDatabases())('GET /api/dev/outbox on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await testDatabase.open();
    let minute = 0;
    const mailer = createOutboxMailer(database.db, () => new Date(Date.UTC(2026, 2, 2, 9, (minute += 1))));
    await mailer.send({ to: 'lea@example.fr', subject: 'Premier', text: 'Un', html: '<p>Un</p>' });
    await mailer.send({ to: 'Hugo@Example.fr', subject: 'Autre', text: 'Deux', html: '<p>Deux</p>' });
    await mailer.send({ to: 'lea@example.fr', subject: 'Second', text: 'Trois', html: '<p>Trois</p>' });
  });
  afterAll(() => database.dispose());

  it('lists the e-mails to one address, newest first, as { to, subject, text, html, createdAt }', async () => {
    const res = await createTestApp(database).request('/api/dev/outbox?to=Lea@example.fr');
    expect(res.status).toBe(200);
    const mails = OutboxMailSchema.strict()
      .array()
      .parse(await res.json());
    expect(mails.map((mail) => mail.subject)).toEqual(['Second', 'Premier']);
    expect(mails[0]).toEqual({ to: 'lea@example.fr', subject: 'Second', text: 'Trois', html: '<p>Trois</p>', createdAt: '2026-03-02T09:03:00.000Z' });
  });

  it('lists every e-mail without `to`', async () => {
    const mails = (await (await createTestApp(database).request('/api/dev/outbox')).json()) as unknown[];
    expect(mails).toHaveLength(3);
  });

  it('does not exist in production (404)', async () => {
    const app = createTestApp(database, { env: { NODE_ENV: 'production', BETTER_AUTH_SECRET: 's'.repeat(40) } });
    const res = await app.request('/api/dev/outbox?to=lea@example.fr');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
