import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Env } from '../../env';
import type { Logger } from '../logger';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, otherwise the outbox table (ADR 022). */
export function createMailer(env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>, db: Kysely<Database>, now: () => Date, logger: Logger): Mailer {
  return env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM, logger) : createOutboxMailer(db, now);
}
