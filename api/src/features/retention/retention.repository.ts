import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Rows kept for a while then purged, by the date column that ages them (ISO text: compares as dates). */
const DATED_TABLES = { remoteFailures: 'remote_failures' } as const;
export type DatedTable = keyof typeof DATED_TABLES;

// One indexed DELETE per table: run by several instances at once it only deletes fewer rows in some.
export async function deleteCreatedBefore(db: Kysely<Database>, table: DatedTable, cutoff: string): Promise<number> {
  const result = await db.deleteFrom(DATED_TABLES[table]).where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Contact messages whose last exchange is before `cutoff`: the message itself and every reply sent to it (the
 * privacy page keeps them « 12 mois après notre dernier échange »; their replies go with them, ADR 169).
 */
export async function deleteContactMessagesLastExchangedBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db
    .deleteFrom('contact_messages')
    .where('created_at', '<', cutoff)
    .where(({ not, exists, selectFrom, ref }) =>
      not(
        exists(selectFrom('contact_replies').select('id').whereRef('contact_replies.message_id', '=', ref('contact_messages.id')).where('created_at', '>=', cutoff)),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** E-mails delivered or given up before `cutoff`: one still in the queue is never purged (ADR 167). */
export async function deleteDeliveredMailBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('outbox').where('created_at', '<', cutoff).where('status', 'in', ['sent', 'failed']).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Session-change notices already e-mailed (or skipped) before `cutoff`; one still waiting for its e-mail stays (ADR 171). */
export async function deleteFlushedSessionNoticesBefore(db: Kysely<Database>, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('session_notices').where('created_at', '<', cutoff).where('flushed_at', 'is not', null).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** better-auth sessions and verification tokens (e-mail, password reset) that can no longer be used. */
export async function deleteExpired(db: Kysely<Database>, table: 'sessions' | 'verifications', now: string): Promise<number> {
  const result = await db.deleteFrom(table).where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The per-minute load counts of published remotes older than `minute`. */
export async function deleteLoadCountsBefore(db: Kysely<Database>, minute: string): Promise<number> {
  const result = await db.deleteFrom('remote_load_counts').where('minute', '<', minute).executeTakeFirst();
  return Number(result.numDeletedRows);
}
