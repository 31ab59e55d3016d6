import type { Kysely } from 'kysely';

// The audit trail of admin actions on people (ADR 104). No foreign keys: a record outlives the accounts
// it names (a deleted user stays in the trail), so actor and target names are copied at write time.
const id = 'varchar(36)';
const timestamp = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_records')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    .addColumn('actor_id', id)
    .addColumn('actor_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('target_id', id)
    .addColumn('target_label', 'varchar(512)', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  // Newest first, alone or after an action filter; actor and target filters by id.
  await db.schema.createIndex('audit_records_created_at_idx').on('audit_records').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('audit_records_action_idx').on('audit_records').columns(['action', 'created_at']).execute();
  await db.schema.createIndex('audit_records_actor_idx').on('audit_records').column('actor_id').execute();
  await db.schema.createIndex('audit_records_target_idx').on('audit_records').column('target_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_records').execute();
}
