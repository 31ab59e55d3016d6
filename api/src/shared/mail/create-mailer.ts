import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Env } from '../../env';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, db: Kysely<Database>, now: () => Date): Mailer {
  return env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createOutboxMailer(db, now);
}
