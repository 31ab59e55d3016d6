import type { Kysely } from 'kysely';
import type { ContactMessagesTable, Database } from '../../db/schema';

export async function insertContactMessage(db: Kysely<Database>, row: ContactMessagesTable): Promise<void> {
  await db.insertInto('contact_messages').values(row).execute();
}
