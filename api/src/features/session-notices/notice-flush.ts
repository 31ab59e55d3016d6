import { formatLongDate } from '@club/contracts';
import { serializeError, type Logger } from '../../shared/logger';
import type { MailOutbox } from '../../shared/mail/mailer';
import { sessionNoticesEmail } from '../../shared/mail/templates/session-notice-emails';
import type { ServiceContext } from '../../shared/service-context';
import { inWriteTransaction } from '../../shared/write-transaction';
import { mailRecipientsOf } from '../family/mail-recipients';
import { groupNotices } from './notice-grouping';
import { markFlushed, optOuts, recipient, settledRecipients, waitingNotices } from './session-notices.repository';

export interface NoticeFlushContext extends ServiceContext {
  outbox: MailOutbox;
  site: { name: string; url: string };
  /** How long a person's changes must stay quiet before their e-mail is written (SESSION_NOTICE_QUIET_SECONDS). */
  quietMs: number;
}

const PEOPLE_PER_RUN = 50;

/** One person's settled notices become one outbox e-mail (or none: all turned off), in one transaction. */
async function flushPerson(ctx: NoticeFlushContext, userId: string, at: string): Promise<boolean> {
  return inWriteTransaction(ctx, async (db) => {
    const notices = await waitingNotices(db, userId);
    // Another instance took them between the two reads: its e-mail is the one.
    if (
      !notices.length ||
      (await markFlushed(
        db,
        notices.map((notice) => notice.id),
        at,
      )) !== notices.length
    )
      return false;
    const told = groupNotices(notices, await optOuts(db, userId));
    const person = await recipient(db, userId);
    if (!told.length || !person) return false;
    const lines = told.map((notice) => ({
      kind: notice.kind as 'cancelled',
      title: notice.title,
      day: formatLongDate(notice.start_at),
      before: notice.before,
      after: notice.after,
    }));
    // A family member's notices go to their adults, naming them (ADR 210).
    const recipients = await mailRecipientsOf(
      db,
      { id: userId, email: person.email, firstName: person.first_name, name: person.name, dateOfBirth: person.date_of_birth },
      ctx.now(),
    );
    for (const to of recipients) {
      await ctx.outbox.enqueue(db, sessionNoticesEmail({ siteName: ctx.site.name, siteUrl: ctx.site.url, to, notices: lines }));
    }
    return recipients.length > 0;
  });
}

/** Writes the e-mails of everyone whose changes have been quiet for `quietMs` (ADR 171); answers how many were written. */
export async function flushSettledNotices(ctx: NoticeFlushContext): Promise<number> {
  const now = ctx.now();
  const people = await settledRecipients(ctx.db, new Date(now.getTime() - ctx.quietMs).toISOString(), PEOPLE_PER_RUN);
  let written = 0;
  for (const userId of people) if (await flushPerson(ctx, userId, now.toISOString())) written += 1;
  return written;
}

/** Runs the flush every `everyMs` in one API process; several instances may run it (each person is taken once). */
export function startNoticeFlusher(ctx: NoticeFlushContext, logger: Logger, everyMs: number): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    flushSettledNotices(ctx)
      .catch((error: unknown) => logger.error('session notices flush failed', { error: serializeError(error) }))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
