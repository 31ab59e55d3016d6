import type { Kysely } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema';

const MAX_MAILS = 50;

/** Newest first; `to` narrows to one recipient. */
export async function listOutboxMails(db: Kysely<Database>, to: string | undefined): Promise<OutboxTable[]> {
  let query = db.selectFrom('outbox').selectAll();
  if (to) query = query.where('to_address', '=', to);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(MAX_MAILS).execute();
}
