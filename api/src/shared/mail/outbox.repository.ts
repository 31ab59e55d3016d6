import type { Kysely } from 'kysely';
import type { Database, OutboxTable } from '../../db/schema';

export async function insertOutboxMail(db: Kysely<Database>, row: OutboxTable): Promise<void> {
  await db.insertInto('outbox').values(row).execute();
}
