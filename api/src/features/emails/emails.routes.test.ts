import { randomUUID } from 'node:crypto';
import { EMAIL_MESSAGES, EmailDeliverySchema, EmailPageSchema } from '@club/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxTable } from '../../db/schema';
import { signedInAs } from '../../testing/auth-helpers';
import { createTestApp, jsonRequest } from '../../testing/test-app';
import { testDatabases, type TestDatabase } from '../../testing/test-database';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

function outboxRow(overrides: Partial<OutboxTable>): OutboxTable {
  return {
    id: randomUUID(),
    to_address: 'lea@example.fr',
    subject: 'Vérifiez votre adresse e-mail',
    text: 'https://club.example.fr/auth/verify?token=secret',
    html: '<a href="https://club.example.fr/auth/verify?token=secret">Vérifier</a>',
    created_at: minutesAgo(10),
    status: 'waiting',
    attempts: 0,
    next_attempt_at: minutesAgo(10),
    retry_until: minutesAgo(-24 * 60),
    last_attempt_at: null,
    error_kind: null,
    last_error: null,
    claimed_by: null,
    claimed_until: null,
    sent_at: null,
    expires_at: null,
    reply_to: null,
    ...overrides,
  };
}

describe.each(testDatabases())("the « E-mails » view's API on $dialect", (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let app: ReturnType<typeof createTestApp>;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  const rows = {
    waiting: outboxRow({
      to_address: 'hugo@example.fr',
      attempts: 2,
      error_kind: 'unreachable',
      last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
      created_at: minutesAgo(5),
      next_attempt_at: minutesAgo(-1),
    }),
    failed: outboxRow({
      to_address: 'ines@refus.test',
      status: 'failed',
      attempts: 1,
      error_kind: 'refused',
      last_error: '550 5.1.1 Mailbox unavailable',
      created_at: minutesAgo(4),
      next_attempt_at: null,
    }),
    expired: outboxRow({
      to_address: 'jules@example.fr',
      subject: 'Votre code de connexion',
      status: 'failed',
      attempts: 1,
      error_kind: 'expired',
      created_at: minutesAgo(3),
      expires_at: minutesAgo(1),
    }),
    sent: outboxRow({ to_address: 'lea@example.fr', status: 'sent', attempts: 1, created_at: minutesAgo(2), sent_at: minutesAgo(2), next_attempt_at: null }),
  };

  beforeAll(async () => {
    database = await testDatabase.open();
    app = createTestApp(database, { now: () => NOW });
    admin = await signedInAs(app, database, 'admin');
  });
  beforeEach(async () => {
    await database.db.deleteFrom('outbox').execute();
    await database.db.insertInto('outbox').values(Object.values(rows)).execute();
  });
  afterAll(() => database.dispose());

  const list = async (query = '') => {
    const res = await app.request(`/api/admin/emails${query}`, { headers: admin.headers });
    expect(res.status).toBe(200);
    return EmailPageSchema.parse(await res.json());
  };

  it('lists the undelivered e-mails newest first, with their error and the queue, never a body', async () => {
    const res = await app.request('/api/admin/emails', { headers: admin.headers });
    const body = (await res.json()) as { data: Record<string, unknown>[] };
    expect(body.data.every((email) => !('text' in email) && !('html' in email))).toBe(true);
    expect(JSON.stringify(body)).not.toContain('token=secret');

    const page = EmailPageSchema.parse(body);
    expect(page.data.map((email) => email.to)).toEqual(['jules@example.fr', 'ines@refus.test', 'hugo@example.fr']);
    expect(page.data[2]).toEqual({
      id: rows.waiting.id,
      to: 'hugo@example.fr',
      subject: 'Vérifiez votre adresse e-mail',
      status: 'waiting',
      attempts: 2,
      errorKind: 'unreachable',
      lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
      createdAt: minutesAgo(5),
      lastAttemptAt: null,
      nextAttemptAt: minutesAgo(-1),
      sentAt: null,
      expiresAt: null,
      resendable: true,
    });
    expect(page.data.map((email) => [email.to, email.resendable])).toEqual([
      ['jules@example.fr', false],
      ['ines@refus.test', true],
      ['hugo@example.fr', true],
    ]);
    expect(page.total).toBe(3);
    expect(page.queue).toEqual({ transport: 'outbox', waiting: 1, oldestWaitingAt: minutesAgo(5), failed24h: 0 });
  });

  it('filters the failed and the sent ones, and searches the recipient or the subject', async () => {
    expect((await list('?status=failed')).data.map((email) => email.to)).toEqual(['jules@example.fr', 'ines@refus.test']);
    expect((await list('?status=sent')).data.map((email) => email.to)).toEqual(['lea@example.fr']);
    expect((await list('?search=REFUS')).data.map((email) => email.to)).toEqual(['ines@refus.test']);
    expect((await list('?search=code de connexion')).data.map((email) => email.to)).toEqual(['jules@example.fr']);
    expect((await list('?search=100%25')).data).toEqual([]);
  });

  it('refuses an unknown filter with a French message', async () => {
    const res = await app.request('/api/admin/emails?status=tous', { headers: admin.headers });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ issues: [{ path: 'status', message: EMAIL_MESSAGES.filter }] });
  });

  it('« Renvoyer » puts a failed e-mail back in the queue, due now with a new day of retries, and records it in the audit trail', async () => {
    const res = await app.request(`/api/admin/emails/${rows.failed.id}/resend`, jsonRequest({}, admin.headers));
    expect(res.status).toBe(200);
    expect(EmailDeliverySchema.parse(await res.json())).toMatchObject({ id: rows.failed.id, status: 'waiting', nextAttemptAt: NOW.toISOString(), resendable: true });
    expect(await database.db.selectFrom('outbox').select(['status', 'next_attempt_at', 'retry_until']).where('id', '=', rows.failed.id).executeTakeFirst()).toEqual({
      status: 'waiting',
      next_attempt_at: NOW.toISOString(),
      retry_until: new Date(NOW.getTime() + 24 * 3600_000).toISOString(),
    });
    const audit = await database.db
      .selectFrom('audit_records')
      .select(['action', 'actor_id', 'target_label', 'details'])
      .where('action', '=', 'email.resend')
      .execute();
    expect(audit).toEqual([
      { action: 'email.resend', actor_id: admin.user.id, target_label: 'ines@refus.test', details: JSON.stringify({ subject: 'Vérifiez votre adresse e-mail' }) },
    ]);
  });

  it('refuses to resend an e-mail already delivered, one whose link expired, or an unknown one, and changes nothing', async () => {
    const sent = await app.request(`/api/admin/emails/${rows.sent.id}/resend`, jsonRequest({}, admin.headers));
    expect(sent.status).toBe(409);
    expect(await sent.json()).toMatchObject({ message: EMAIL_MESSAGES.alreadySent });
    const expired = await app.request(`/api/admin/emails/${rows.expired.id}/resend`, jsonRequest({}, admin.headers));
    expect(expired.status).toBe(409);
    expect(await expired.json()).toMatchObject({ message: EMAIL_MESSAGES.linkExpired });
    const unknown = await app.request(`/api/admin/emails/${randomUUID()}/resend`, jsonRequest({}, admin.headers));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: EMAIL_MESSAGES.notFound });

    expect(
      await database.db.selectFrom('outbox').select(['id', 'status']).where('id', 'in', [rows.sent.id, rows.expired.id]).orderBy('created_at').execute(),
    ).toEqual([
      { id: rows.expired.id, status: 'failed' },
      { id: rows.sent.id, status: 'sent' },
    ]);
    expect(
      await database.db
        .selectFrom('audit_records')
        .select('id')
        .where('action', '=', 'email.resend')
        .where('target_label', 'in', ['lea@example.fr', 'jules@example.fr'])
        .execute(),
    ).toEqual([]);
  });

  it('is for admins only', async () => {
    const member = await signedInAs(app, database, 'member');
    expect((await app.request('/api/admin/emails', { headers: member.headers })).status).toBe(403);
    expect((await app.request(`/api/admin/emails/${rows.failed.id}/resend`, jsonRequest({}, member.headers))).status).toBe(403);
    expect((await app.request('/api/admin/emails')).status).toBe(401);
  });
});
