import type { Kysely } from 'kysely';

// A member's change of e-mail address (issue 27, ADR 160): asked with the current password, confirmed from
// the new address, then undoable for a while from the old one. Each link's secret is stored only as its
// SHA-256 hash; a row goes with the account (ON DELETE CASCADE).
const id = 'varchar(36)';
const timestamp = 'varchar(32)';
const email = 'varchar(255)';
const tokenHash = 'varchar(64)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_changes')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('old_email', email, (col) => col.notNull())
    .addColumn('new_email', email, (col) => col.notNull())
    .addColumn('confirm_token_hash', tokenHash, (col) => col.unique())
    .addColumn('confirm_expires_at', timestamp, (col) => col.notNull())
    .addColumn('requested_at', timestamp, (col) => col.notNull())
    .addColumn('confirmed_at', timestamp)
    .addColumn('undo_token_hash', tokenHash, (col) => col.unique())
    .addColumn('undo_expires_at', timestamp)
    .addColumn('undone_at', timestamp)
    .execute();
  await db.schema.createIndex('email_changes_user_id').on('email_changes').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_changes').execute();
}
