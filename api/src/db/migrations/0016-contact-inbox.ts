import type { Kysely } from 'kysely';
import { normalizeSearchText } from '../../shared/search-text';

// The contact inbox (issue 29, ADR 169): each message has a state (rows written before it are unread) and
// the replies sent to its author, which go with it (ON DELETE CASCADE, so the retention purge takes them).
// `search_text` (name, e-mail, subject and message without accents) serves the inbox's search, as elsewhere.
// An outbox e-mail may name a Reply-To address: the notice of a message answers to its author.
const id = 'varchar(36)';
const timestamp = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('contact_messages')
    .addColumn('state', 'varchar(8)', (col) => col.notNull().defaultTo('unread'))
    .execute();
  await db.schema
    .alterTable('contact_messages')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await backfillSearchText(db as Kysely<ContactRows>);
  await db.schema.createIndex('contact_messages_state_created_at_idx').on('contact_messages').columns(['state', 'created_at']).execute();
  await db.schema
    .createTable('contact_replies')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('message_id', id, (col) => col.notNull().references('contact_messages.id').onDelete('cascade'))
    .addColumn('author_id', id, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('contact_replies_message_id_idx').on('contact_replies').column('message_id').execute();
  await db.schema.alterTable('outbox').addColumn('reply_to', 'varchar(254)').execute();
}

interface ContactRows {
  contact_messages: { id: string; name: string; email: string; subject: string; message: string; search_text: string };
}

async function backfillSearchText(db: Kysely<ContactRows>): Promise<void> {
  const rows = await db.selectFrom('contact_messages').select(['id', 'name', 'email', 'subject', 'message']).execute();
  for (const row of rows) {
    await db
      .updateTable('contact_messages')
      .set({ search_text: normalizeSearchText(row.name, row.email, row.subject, row.message) })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('reply_to').execute();
  await db.schema.dropTable('contact_replies').execute();
  await db.schema.dropIndex('contact_messages_state_created_at_idx').execute();
  await db.schema.alterTable('contact_messages').dropColumn('search_text').execute();
  await db.schema.alterTable('contact_messages').dropColumn('state').execute();
}
