import type { Kysely } from 'kysely';

// Members told of session changes, and waiting lists (issue 29, ADR 171). Portable types only (ADR 010).
// A notice keeps its own copy of the session's title and times: it outlives a deleted session.
const id = 'varchar(36)';
const timestamp = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_notices')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    // No foreign key: a notice of a deleted session stays on the dashboard.
    .addColumn('session_id', id, (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addColumn('start_at', timestamp, (col) => col.notNull())
    .addColumn('before', 'varchar(300)')
    .addColumn('after', 'varchar(300)')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    // Null while it waits for the quiet period; then when its e-mail was written (or skipped: opted out).
    .addColumn('flushed_at', timestamp)
    .execute();
  await db.schema.createIndex('session_notices_user_created_idx').on('session_notices').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('session_notices_flushed_idx').on('session_notices').columns(['flushed_at', 'user_id']).execute();

  await db.schema
    .createTable('session_notice_opt_outs')
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addPrimaryKeyConstraint('session_notice_opt_outs_pk', ['user_id', 'kind'])
    .execute();

  await db.schema
    .createTable('training_session_waiting_list')
    .addColumn('session_id', id, (col) => col.notNull().references('training_sessions.id').onDelete('cascade'))
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    // Given under the session's row lock: max + 1, so the order holds even when the clock is fixed.
    .addColumn('rank', 'integer', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('training_session_waiting_list_pk', ['session_id', 'user_id'])
    .execute();
  await db.schema.createIndex('training_session_waiting_list_user_idx').on('training_session_waiting_list').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['training_session_waiting_list', 'session_notice_opt_outs', 'session_notices']) await db.schema.dropTable(table).execute();
}
