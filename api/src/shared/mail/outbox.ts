import { randomUUID } from 'node:crypto';
import { isFamilyAddress } from '@club/contracts';
import type { Logger } from '../logger';
import type { MailOutbox } from './mailer';
import { insertOutboxMail } from './outbox.repository';

/** Temporary failures are retried for this long after the e-mail was written (or resent), then it is `failed`. */
export const RETRY_WINDOW_MS = 24 * 3600_000;

/**
 * The outbox; `onEnqueued` tells this instance's worker that an e-mail waits (it also polls). A family member's
 * address without a login (`@famille.invalid`) is no address: a mail written to it is dropped here, with a log line,
 * and never reaches the delivery (ADR 210); their mail goes to their adults (`mailRecipientsOf`).
 */
export function createMailOutbox({ now, onEnqueued, logger }: { now: () => Date; onEnqueued?: () => void; logger?: Pick<Logger, 'warn'> }): MailOutbox {
  return {
    async enqueue(db, mail) {
      if (isFamilyAddress(mail.to)) {
        logger?.warn('mail to a family address dropped', { subject: mail.subject });
        return;
      }
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
