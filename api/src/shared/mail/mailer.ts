import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One e-mail, with a plain-text and an HTML body. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** When the link or code it carries stops working: the worker does not send it after that. */
  expiresAt?: Date;
  /** Where an answer goes when not to the sender (a contact message's notice answers its author). */
  replyTo?: string;
}

/**
 * Where every e-mail goes first (ADR 167): a row of the outbox table, written with `db` — the transaction of
 * the change the e-mail tells about when there is one, so that neither exists without the other. The
 * delivery worker sends it afterwards.
 */
export interface MailOutbox {
  enqueue(db: Kysely<Database>, mail: Mail): Promise<void>;
}
