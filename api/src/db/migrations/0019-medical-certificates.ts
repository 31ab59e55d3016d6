import { PostgresAdapter, sql, type Kysely } from 'kysely';

// A medical certificate as a file (issue 33, ADR 207): in the database, as the published remotes are (ADR 162), so
// every instance on one database serves it. One per person, a renewal replaces it; it goes with the account.
const id = 'varchar(36)';
const timestamp = 'varchar(32)';

export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('medical_certificates')
    .addColumn('user_id', id, (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('certificate_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('valid_until', 'varchar(10)', (col) => col.notNull())
    .addColumn('media_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('body', bytes, (col) => col.notNull())
    .addColumn('uploaded_at', timestamp, (col) => col.notNull())
    .execute();
  // The daily purge reads certificates by the end of their season.
  await db.schema.createIndex('medical_certificates_valid_until').on('medical_certificates').column('valid_until').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('medical_certificates').execute();
}
