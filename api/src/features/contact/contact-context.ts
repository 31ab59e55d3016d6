import type { MailOutbox } from '../../shared/mail/mailer';
import type { ServiceContext } from '../../shared/service-context';

/** What the contact services get: the outbox and the club's address, besides the database and the clock. */
export interface ContactContext extends ServiceContext {
  /** Every e-mail is written there, in the transaction of the change it tells about (ADR 167). */
  outbox: MailOutbox;
  /** `email` is SITE_EMAIL, the club's address: it gets the notices and the visitors' answers to replies. */
  site: { name: string; url: string; email: string };
}
