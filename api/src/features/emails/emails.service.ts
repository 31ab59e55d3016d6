import { EMAIL_MESSAGES, type EmailDelivery, type EmailListQuery, type EmailPage, type EmailQueue } from '@club/contracts';
import { conflictError, notFoundError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import { RETRY_WINDOW_MS } from '../../shared/mail/outbox';
import { readQueueSummary } from '../../shared/mail/outbox.repository';
import { pageOffset, toPage, totalOf } from '../../shared/paging';
import type { ServiceContext } from '../../shared/service-context';
import { inWriteTransaction } from '../../shared/write-transaction';
import { recordAudit } from '../audit/audit.service';
import { countEmails, findEmail, type ListedEmail, listEmails, requeueEmail } from './emails.repository';

export interface EmailsContext extends ServiceContext {
  /** `smtp` when SMTP_URL is set, `outbox` otherwise. */
  transport: EmailQueue['transport'];
  /** Tells this instance's delivery worker that an e-mail is due. */
  wake?: () => void;
}

const DAY_MS = 24 * 3600_000;

const isResendable = (row: ListedEmail, now: string) => (row.status === 'waiting' || row.status === 'failed') && (row.expires_at === null || row.expires_at > now);

function toEmailDelivery(row: ListedEmail, now: string): EmailDelivery {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    errorKind: row.error_kind,
    lastError: row.last_error,
    createdAt: row.created_at,
    lastAttemptAt: row.last_attempt_at,
    nextAttemptAt: row.status === 'waiting' ? row.next_attempt_at : null,
    sentAt: row.sent_at,
    expiresAt: row.expires_at,
    resendable: isResendable(row, now),
  };
}

/** The delivery queue at a glance (the « E-mails » view and /api/health). */
export async function emailQueue(ctx: EmailsContext): Promise<EmailQueue> {
  const summary = await readQueueSummary(ctx.db, new Date(ctx.now().getTime() - DAY_MS).toISOString());
  return { transport: ctx.transport, waiting: summary.waiting, oldestWaitingAt: summary.oldestWaitingAt, failed24h: summary.failed };
}

/** `GET /api/admin/emails`: admins only, newest first, never a body. */
export async function listEmailDeliveries({ ctx, actor, input }: { ctx: EmailsContext; actor: Actor | null; input: EmailListQuery }): Promise<EmailPage> {
  requireRole(actor, ['admin']);
  const filters = { status: input.status, ...(input.search ? { search: input.search } : {}) };
  const now = ctx.now().toISOString();
  const rows = await listEmails(ctx.db, filters, { offset: pageOffset(input), limit: input.limit });
  const total = await totalOf(rows.length, input, () => countEmails(ctx.db, filters));
  return {
    ...toPage(
      rows.map((row) => toEmailDelivery(row, now)),
      total,
      input,
    ),
    queue: await emailQueue(ctx),
  };
}

/**
 * `POST /api/admin/emails/:id/resend`: an undelivered e-mail goes back in the queue, due now, with 24 hours
 * of retries again. Not one already delivered, nor one whose link no longer works (the person asks anew).
 */
export async function resendEmail({ ctx, actor, input }: { ctx: EmailsContext; actor: Actor | null; input: { id: string } }): Promise<EmailDelivery> {
  const admin = requireRole(actor, ['admin']);
  const now = ctx.now();
  const requeued = await inWriteTransaction(ctx, async (db) => {
    const row = await findEmail(db, input.id);
    if (!row) throw notFoundError(EMAIL_MESSAGES.notFound);
    if (row.status === 'sent') throw conflictError(EMAIL_MESSAGES.alreadySent);
    if (row.status === 'sending') throw conflictError(EMAIL_MESSAGES.sending);
    if (!isResendable(row, now.toISOString())) throw conflictError(EMAIL_MESSAGES.linkExpired);
    if (!(await requeueEmail(db, row.id, { now: now.toISOString(), retryUntil: new Date(now.getTime() + RETRY_WINDOW_MS).toISOString() })))
      throw conflictError(EMAIL_MESSAGES.sending);
    await recordAudit(db, now, {
      action: 'email.resend',
      actor: { id: admin.id, name: admin.name },
      target: { id: null, label: row.to_address },
      details: { subject: row.subject },
    });
    return findEmail(db, row.id);
  });
  if (!requeued) throw notFoundError(EMAIL_MESSAGES.notFound);
  ctx.wake?.();
  return toEmailDelivery(requeued, now.toISOString());
}
