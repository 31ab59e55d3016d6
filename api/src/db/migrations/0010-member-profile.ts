import type { Kysely } from 'kysely';

// The member's own profile beyond better-auth's user (issue 14): an emergency contact they keep up to
// date (the application's is the fallback) and three visibility choices, all off by default (ADR 140).
// One row per user, created on the first save; it goes with the account (ON DELETE CASCADE).
const id = 'varchar(36)';
const timestamp = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_profiles')
    .addColumn('user_id', id, (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('emergency_contact_name', 'varchar(200)')
    .addColumn('emergency_contact_phone', 'varchar(20)')
    .addColumn('share_email', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('share_phone', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('show_in_new_members', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_profiles').execute();
}
