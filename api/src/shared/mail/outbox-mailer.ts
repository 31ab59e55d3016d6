import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from './mailer';
import { insertOutboxMail } from './outbox.repository';

/** Keeps every e-mail in the outbox table, where a person or a test reads it (GET /api/dev/outbox). */
export function createOutboxMailer(db: Kysely<Database>, now: () => Date): Mailer {
  return {
    async send(mail) {
      await insertOutboxMail(db, {
        id: randomUUID(),
        to_address: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        created_at: now().toISOString(),
      });
    },
  };
}
