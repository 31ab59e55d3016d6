import type { Kysely } from 'kysely';

// A member's personal iCal feed (issue 14, ADR 150): one per person, reached by a secret token of which only
// the SHA-256 hash is stored (the URL is shown once, when made). Regenerating replaces the row, revoking
// deletes it; it goes with the account (ON DELETE CASCADE).
const id = 'varchar(36)';
const timestamp = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', id, (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_feeds').execute();
}
