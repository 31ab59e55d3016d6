import type { MailOutbox } from '../mail/mailer';
import type { ServiceContext } from '../service-context';

/**
 * Tells better-auth that a user row changed behind its back (role after an approval, profile), so
 * sessions it caches in secondary storage (Redis) carry the new values on the next request.
 */
export interface AccountSync {
  refresh(userId: string): Promise<void>;
  /** Drops every session of the person, cached copies included (run after their rows are deleted). */
  revokeSessions(userId: string): Promise<void>;
}

/** What the identity services (onboarding, applications) get besides the database and the clock. */
export interface IdentityContext extends ServiceContext {
  /** Every e-mail is written there, in the transaction of the change it tells about (ADR 167). */
  outbox: MailOutbox;
  site: { name: string; url: string };
  accounts: AccountSync;
}
