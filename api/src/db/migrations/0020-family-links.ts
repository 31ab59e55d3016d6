import type { Kysely } from 'kysely';

// Families (issue 33, ADR 208): an adult account is responsible for people who are rows of `users` like anyone
// else (so memberships, sign-ups, attendance and certificates hold them unchanged), linked to their adult here.
// Either side's deletion removes the link; a person keeps one row per responsible adult.
const id = 'varchar(36)';
const timestamp = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('family_links')
    .addColumn('guardian_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('person_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('relationship', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('family_links_pk', ['guardian_id', 'person_id'])
    .execute();
  // "Who is responsible for this person": roll calls, reviews and mail read it by person.
  await db.schema.createIndex('family_links_person_idx').on('family_links').column('person_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('family_links').execute();
}
