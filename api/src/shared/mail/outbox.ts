import { randomUUID } from 'node:crypto';
import type { MailOutbox } from './mailer';
import { insertOutboxMail } from './outbox.repository';

/** Temporary failures are retried for this long after the e-mail was written (or resent), then it is `failed`. */
export const RETRY_WINDOW_MS = 24 * 3600_000;

/** The outbox; `onEnqueued` tells this instance's worker that an e-mail waits (it also polls). */
export function createMailOutbox({ now, onEnqueued }: { now: () => Date; onEnqueued?: () => void }): MailOutbox {
  return {
    async enqueue(db, mail) {
      const at = now();
      await insertOutboxMail(db, {
        id: randomUUID(),
        to_address: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        created_at: at.toISOString(),
        status: 'waiting',
        attempts: 0,
        next_attempt_at: at.toISOString(),
        retry_until: new Date(at.getTime() + RETRY_WINDOW_MS).toISOString(),
        last_attempt_at: null,
        error_kind: null,
        last_error: null,
        claimed_by: null,
        claimed_until: null,
        sent_at: null,
        expires_at: mail.expiresAt?.toISOString() ?? null,
        reply_to: mail.replyTo ?? null,
      });
      onEnqueued?.();
    },
  };
}
