import type { Kysely } from 'kysely';

// Migrations only use types both dialects share: text ids and ISO timestamps (see schema.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(150)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('contact_messages_created_at_idx').on('contact_messages').column('created_at').execute();

  await db.schema
    .createTable('remote_failures')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('remote', 'varchar(100)', (col) => col.notNull())
    .addColumn('version', 'varchar(100)')
    .addColumn('url', 'text')
    .addColumn('code', 'varchar(100)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('page', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('remote_failures_created_at_idx').on('remote_failures').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_failures').execute();
  await db.schema.dropTable('contact_messages').execute();
}
