import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmtpCatcher } from '../../testing/smtp-catcher';
import { testDatabases, type TestDatabase } from '../../testing/test-database';
import { createLogger } from '../logger';
import { MailDeliveryWorker } from './delivery-worker';
import { smtpTransport } from './mail-transport';
import type { Mail } from './mailer';
import { createMailOutbox } from './outbox';
import { claimDueMails } from './outbox.repository';

const SEND_TIMEOUT_MS = 2000;
const START = Date.parse('2026-03-02T09:00:00.000Z');

const mail = (to: string, subject = 'Vérifiez votre adresse e-mail'): Mail => ({ to, subject, text: 'Bonjour', html: '<p>Bonjour</p>' });

describe.each(testDatabases())('the delivery worker with a real SMTP server, on $dialect', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  let catcher: SmtpCatcher;
  let now: number;
  const clock = () => new Date(now);
  const workers: MailDeliveryWorker[] = [];

  const worker = (options: { ratePerMinute?: number; batchSize?: number } = {}) => {
    const created = new MailDeliveryWorker({
      ctx: { db: database.db, dialect: database.dialect, now: clock },
      transport: smtpTransport({
        url: catcher.url,
        from: 'US Coteaux <ne-pas-repondre@us-coteaux.fr>',
        timeoutMs: SEND_TIMEOUT_MS,
        messageIdHost: 'club.example.fr',
      }),
      logger: createLogger('silent'),
      ratePerMinute: options.ratePerMinute ?? 1000,
      sendTimeoutMs: SEND_TIMEOUT_MS,
      ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    });
    workers.push(created);
    return created;
  };
  const enqueue = (...mails: Mail[]) => Promise.all(mails.map((one) => createMailOutbox({ now: clock }).enqueue(database.db, one)));
  const rows = () => database.db.selectFrom('outbox').selectAll().orderBy('created_at').orderBy('to_address').execute();
  const row = async () => {
    const [only, ...others] = await rows();
    expect(others).toEqual([]);
    if (!only) throw new Error('no e-mail in the outbox');
    return only;
  };

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    now = START;
    catcher = await SmtpCatcher.start();
    await database.db.deleteFrom('outbox').execute();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((each) => each.stop()));
    await catcher.stop();
  });

  it('delivers a waiting e-mail once, with the outbox row as its Message-ID, and records it sent', async () => {
    await enqueue(mail('lea@example.fr'));
    expect(await worker().runOnce()).toBe(1);

    const sent = await row();
    expect(catcher.messages).toEqual([
      expect.objectContaining({ to: ['lea@example.fr'], subject: 'Vérifiez votre adresse e-mail', messageId: `<${sent.id}@club.example.fr>` }),
    ]);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, sent_at: new Date(START).toISOString(), claimed_by: null, error_kind: null });
    expect(await worker().runOnce()).toBe(0);
    expect(catcher.messages).toHaveLength(1);
  });

  it('sends the Reply-To an e-mail names, and none otherwise (ADR 169)', async () => {
    await enqueue({ ...mail('club@example.fr', 'Nouveau message de contact'), replyTo: 'camille@example.fr' }, mail('lea@example.fr'));
    expect(await worker().runOnce()).toBe(2);
    const replyTo = Object.fromEntries(catcher.messages.map((message) => [message.to[0], message.replyTo]));
    expect(replyTo).toEqual({ 'club@example.fr': 'camille@example.fr', 'lea@example.fr': '' });
  });

  it('keeps an e-mail while the server is down, and delivers it once when it answers again', async () => {
    await catcher.stop();
    await enqueue(mail('hugo@example.fr'));
    const sender = worker();
    expect(await sender.runOnce()).toBe(1);
    expect(await row()).toMatchObject({
      status: 'waiting',
      attempts: 1,
      error_kind: 'unreachable',
      last_error: expect.stringContaining('ECONNREFUSED'),
      next_attempt_at: new Date(START + 15_000).toISOString(),
    });

    now = START + 10_000;
    expect(await sender.runOnce()).toBe(0);
    now = START + 15_000;
    expect(await sender.runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'waiting', attempts: 2, next_attempt_at: new Date(START + 45_000).toISOString() });

    await catcher.listen();
    now = START + 45_000;
    expect(await sender.runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3 });
    expect(catcher.to('hugo@example.fr')).toHaveLength(1);
  });

  it('once the server answers again, sends what waited for it without waiting out the backoff', async () => {
    await catcher.stop();
    await enqueue(mail('ines@example.fr'));
    const sender = worker();
    for (const at of [0, 15_000, 45_000, 105_000]) {
      now = START + at;
      expect(await sender.runOnce()).toBe(1);
    }
    expect((await row()).next_attempt_at).toBe(new Date(START + 225_000).toISOString());

    await catcher.listen();
    now = START + 110_000;
    await enqueue(mail('jules@example.fr'));
    expect(await sender.runOnce()).toBe(1);
    expect(await sender.runOnce()).toBe(1);
    expect(catcher.messages.map((one) => one.to[0]).sort()).toEqual(['ines@example.fr', 'jules@example.fr']);
  });

  it('probes a failing server every 15 s whatever the backoff, and sends as soon as it answers, even from a restarted instance', async () => {
    await catcher.stop();
    await enqueue(mail('ines@example.fr'));
    const sender = worker();
    for (const at of [0, 15_000, 45_000, 105_000]) {
      now = START + at;
      expect(await sender.runOnce()).toBe(1);
    }
    expect((await row()).next_attempt_at).toBe(new Date(START + 225_000).toISOString());
    now = START + 115_000;
    expect(await sender.runOnce()).toBe(0);
    now = START + 120_000;
    expect(await sender.runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'waiting', attempts: 5, next_attempt_at: new Date(START + 360_000).toISOString() });

    await catcher.listen();
    now = START + 135_000;
    expect(await worker().runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 6 });
  });

  it('marks a permanent refusal (5xx) failed at once and never tries it again', async () => {
    catcher.answerRecipients((recipient) => (recipient.endsWith('@refus.test') ? 'refuse' : 'accept'));
    await enqueue(mail('personne@refus.test'));
    const sender = worker();
    expect(await sender.runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'failed', attempts: 1, error_kind: 'refused', last_error: expect.stringContaining('550'), next_attempt_at: null });

    now = START + 3600_000;
    expect(await sender.runOnce()).toBe(0);
    expect(catcher.messages).toEqual([]);
  });

  it('retries a temporary refusal (4xx)', async () => {
    catcher.answerRecipients(() => 'later');
    await enqueue(mail('lea@example.fr'));
    const sender = worker();
    expect(await sender.runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'waiting', error_kind: 'temporary', last_error: expect.stringContaining('450') });

    catcher.answerRecipients(() => 'accept');
    now = START + 15_000;
    expect(await sender.runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after 24 hours of temporary failures', async () => {
    await catcher.stop();
    await enqueue(mail('lea@example.fr'));
    const sender = worker();
    expect(await sender.runOnce()).toBe(1);
    now = START + 24 * 3600_000 - 10_000;
    expect(await sender.runOnce()).toBe(1);
    expect((await row()).next_attempt_at).toBe(new Date(START + 24 * 3600_000).toISOString());
    now = START + 24 * 3600_000;
    expect(await sender.runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'failed', error_kind: 'gave-up', last_error: expect.stringContaining('ECONNREFUSED') });
  });

  it('does not send an e-mail whose link expired while it waited', async () => {
    await catcher.stop();
    await createMailOutbox({ now: clock }).enqueue(database.db, { ...mail('lea@example.fr', 'Votre code de connexion'), expiresAt: new Date(START + 3 * 60_000) });
    const sender = worker();
    expect(await sender.runOnce()).toBe(1);
    await catcher.listen();
    now = START + 4 * 60_000;
    expect(await sender.runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'failed', error_kind: 'expired' });
    expect(catcher.messages).toEqual([]);
  });

  it('keeps to the sending rate, counted over every instance in the last minute', async () => {
    await enqueue(...Array.from({ length: 12 }, (_, index) => mail(`membre${index}@example.fr`)));
    const sender = worker({ ratePerMinute: 5 });
    expect(await sender.runOnce()).toBe(5);
    expect(await worker({ ratePerMinute: 5 }).runOnce()).toBe(0);
    now = START + 59_999;
    expect(await sender.runOnce()).toBe(0);
    now = START + 60_000;
    expect(await sender.runOnce()).toBe(5);
    expect(catcher.messages).toHaveLength(10);
  });

  it('takes over the e-mails of an instance whose claim lapsed (it crashed while sending), and ignores its late outcome', async () => {
    await enqueue(mail('lea@example.fr'));
    const [claimed] = await claimDueMails(database.db, database.dialect, {
      workerId: 'crashed-instance',
      now: new Date(now).toISOString(),
      claimedUntil: new Date(START + 3 * SEND_TIMEOUT_MS).toISOString(),
      limit: 10,
    });
    expect(claimed).toMatchObject({ status: 'sending', claimed_by: 'crashed-instance' });

    const sender = worker();
    expect(await sender.runOnce()).toBe(0);
    now = START + 3 * SEND_TIMEOUT_MS + 1;
    expect(await sender.runOnce()).toBe(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 2, claimed_by: null });
    expect(catcher.messages).toHaveLength(1);
  });

  it('never lets two workers send the same e-mail', async () => {
    await enqueue(...Array.from({ length: 40 }, (_, index) => mail(`membre${index}@example.fr`)));
    const first = worker({ batchSize: 3 });
    const second = worker({ batchSize: 3 });
    const drain = async (each: MailDeliveryWorker) => {
      while ((await each.runOnce()) > 0);
    };
    await Promise.all([drain(first), drain(second)]);

    expect(catcher.messages).toHaveLength(40);
    expect(new Set(catcher.messages.map((one) => one.to[0])).size).toBe(40);
    expect((await rows()).every((one) => one.status === 'sent' && one.attempts === 1)).toBe(true);
  });
});
