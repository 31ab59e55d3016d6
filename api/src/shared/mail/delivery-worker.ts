import { randomUUID } from 'node:crypto';
import type { OutboxTable } from '../../db/schema';
import { serializeError, type Logger } from '../logger';
import type { ServiceContext } from '../service-context';
import { withDeadline } from '../with-deadline';
import { type DeliveryFailure, retryDelayMs, SERVER_PROBLEMS } from './delivery-failure';
import type { MailTransport } from './mail-transport';
import { claimDueMails, countAttemptsSince, dueServerProbe, hasDueMail, hurryServerProblemRetries, markFailed, markRetry, markSent } from './outbox.repository';

export interface DeliveryWorkerOptions {
  ctx: ServiceContext;
  transport: MailTransport;
  logger: Logger;
  /** Attempts per minute, all instances together (MAIL_RATE_PER_MINUTE). */
  ratePerMinute: number;
  /** Bound of one delivery (MAIL_SEND_TIMEOUT_SECONDS): a claim lasts three times as long. */
  sendTimeoutMs: number;
  /** How often an idle worker looks for due e-mails. */
  pollMs?: number;
  /** E-mails taken in one claim. */
  batchSize?: number;
}

const POLL_MS = 1000;
const BATCH_SIZE = 10;
/** An e-mail written by this instance is looked for at once, after its transaction had the time to commit. */
const WAKE_DELAY_MS = 20;
const MINUTE_MS = 60_000;
/** While e-mails wait for the server, one of them tries it at least this often, whatever their backoff. */
const SERVER_PROBE_MS = 15_000;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The delivery worker of one API process (ADR 167): claims due e-mails from the outbox (several instances
 * never take the same one), sends them through the transport, then records `sent`, a retry with backoff,
 * or `failed`. A crashed instance's claims lapse and another worker (or this one restarted) takes them.
 */
export class MailDeliveryWorker {
  readonly workerId = randomUUID();
  private readonly pollMs: number;
  private readonly batchSize: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** The last attempt failed because of the server: the next success releases the e-mails it held back. */
  private serverTrouble = false;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.pollMs = options.pollMs ?? POLL_MS;
    this.batchSize = options.batchSize ?? BATCH_SIZE;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** An e-mail was just written: look sooner than the next poll. */
  wake(): void {
    if (!this.stopped) this.schedule(WAKE_DELAY_MS);
  }

  /** Stops polling and waits for the pass under way (its deliveries are recorded). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.options.transport.close();
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.loop(), delayMs);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    if (this.running) return;
    let next = this.pollMs;
    this.running = this.runOnce()
      .then((attempted) => {
        // A full batch: more may be due at once.
        if (attempted === this.batchSize) next = 0;
      })
      .catch((error: unknown) => this.options.logger.error('e-mail delivery pass failed', serializeError(error)))
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
    this.schedule(next);
  }

  /** One pass: claims what is due within the rate limit and delivers it. Returns how many were attempted. */
  async runOnce(): Promise<number> {
    const { ctx } = this.options;
    const now = ctx.now().getTime();
    if (!(await hasDueMail(ctx.db, iso(now))) && !(await dueServerProbe(ctx.db, iso(now), iso(now - SERVER_PROBE_MS)))) return 0;
    const budget = this.options.ratePerMinute - (await countAttemptsSince(ctx.db, iso(now - MINUTE_MS)));
    if (budget <= 0) return 0;
    const claimed = await claimDueMails(ctx.db, ctx.dialect, {
      workerId: this.workerId,
      now: iso(now),
      claimedUntil: iso(now + 3 * this.options.sendTimeoutMs),
      limit: Math.min(this.batchSize, budget),
    });
    await Promise.all(claimed.map((mail) => this.deliver(mail)));
    return claimed.length;
  }

  private async deliver(mail: OutboxTable): Promise<void> {
    const { ctx, transport, logger } = this.options;
    if (mail.expires_at && mail.expires_at <= ctx.now().toISOString()) {
      await markFailed(ctx.db, mail.id, this.workerId, { errorKind: 'expired', lastError: null });
      logger.warn('e-mail not sent: its link expired first', { id: mail.id, subject: mail.subject });
      return;
    }
    try {
      await withDeadline(
        transport.deliver({
          id: mail.id,
          to: mail.to_address,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
        }),
        2 * this.options.sendTimeoutMs,
        () => Object.assign(new Error('delivery took longer than its bound'), { code: 'ETIMEDOUT' }),
      );
    } catch (error) {
      await this.recordFailure(mail, transport.classify(error));
      return;
    }
    await markSent(ctx.db, mail.id, this.workerId, ctx.now().toISOString());
    // It got through after this instance, or any, found the server failing: the server is back.
    if (this.serverTrouble || (mail.error_kind !== null && SERVER_PROBLEMS.includes(mail.error_kind))) {
      this.serverTrouble = false;
      const hurried = await hurryServerProblemRetries(ctx.db, ctx.now().toISOString());
      if (hurried) logger.info('e-mail server answers again: waiting e-mails are due now', { hurried });
    }
  }

  private async recordFailure(mail: OutboxTable, failure: DeliveryFailure): Promise<void> {
    const { ctx, logger } = this.options;
    const now = ctx.now().getTime();
    if (SERVER_PROBLEMS.includes(failure.kind)) this.serverTrouble = true;
    const retryUntil = mail.retry_until ? Date.parse(mail.retry_until) : now;
    if (failure.permanent || now >= retryUntil) {
      const errorKind = failure.permanent ? failure.kind : 'gave-up';
      await markFailed(ctx.db, mail.id, this.workerId, { errorKind, lastError: failure.message });
      logger.error('e-mail not sent, given up', { id: mail.id, subject: mail.subject, attempts: mail.attempts, errorKind, error: failure.message });
      return;
    }
    const nextAttemptAt = Math.min(now + retryDelayMs(mail.attempts), retryUntil);
    await markRetry(ctx.db, mail.id, this.workerId, { nextAttemptAt: iso(nextAttemptAt), errorKind: failure.kind, lastError: failure.message });
    logger.warn('e-mail not sent, will retry', {
      id: mail.id,
      subject: mail.subject,
      attempts: mail.attempts,
      errorKind: failure.kind,
      error: failure.message,
      nextAttemptAt: iso(nextAttemptAt),
    });
  }
}
