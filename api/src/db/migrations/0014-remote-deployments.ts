import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Published remotes live in the database (issue 28, ADR 162): every instance on one database serves the
// same versions. A version's files are stored once with their brotli and gzip forms, compressed at publish.
// `remote_releases` says which version each remote serves, the one its visitors fell back to last, and a
// candidate served to a share of visitors. Publish tokens are stored as the SHA-256 of their secret.
const remote = 'varchar(100)';
const timestamp = 'varchar(32)';
const id = 'varchar(36)';

export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? sql`bytea` : sql`blob`;
  await db.schema
    .createTable('remote_versions')
    .addColumn('remote', remote, (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('build', 'varchar(200)', (col) => col.notNull())
    .addColumn('build_info', 'text', (col) => col.notNull())
    .addColumn('file_count', 'integer', (col) => col.notNull())
    .addColumn('total_bytes', 'integer', (col) => col.notNull())
    .addColumn('published_at', timestamp, (col) => col.notNull())
    .addColumn('published_by', 'varchar(255)', (col) => col.notNull())
    .addColumn('publisher_id', id)
    .addPrimaryKeyConstraint('remote_versions_pk', ['remote', 'version'])
    .execute();
  await db.schema
    .createTable('remote_files')
    .addColumn('remote', remote, (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('path', 'varchar(512)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('body', bytes, (col) => col.notNull())
    .addColumn('body_br', bytes)
    .addColumn('body_gzip', bytes)
    .addPrimaryKeyConstraint('remote_files_pk', ['remote', 'version', 'path'])
    .addForeignKeyConstraint('remote_files_version_fk', ['remote', 'version'], 'remote_versions', ['remote', 'version'], (fk) => fk.onDelete('cascade'))
    .execute();
  await db.schema
    .createTable('remote_releases')
    .addColumn('remote', remote, (col) => col.primaryKey())
    .addColumn('current_version', 'integer', (col) => col.notNull())
    .addColumn('last_loaded_version', 'integer')
    .addColumn('candidate_version', 'integer')
    .addColumn('candidate_percent', 'integer')
    .addColumn('candidate_started_at', timestamp)
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('publish_tokens')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('remote', remote, (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_by', 'varchar(255)', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp)
    .addColumn('revoked_at', timestamp)
    .addColumn('last_used_at', timestamp)
    .execute();
  // Loads and failures of each version per minute: what the canary's rule and the screen's figures read.
  await db.schema
    .createTable('remote_load_counts')
    .addColumn('remote', remote, (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('minute', 'varchar(16)', (col) => col.notNull())
    .addColumn('loads', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failures', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('remote_load_counts_pk', ['remote', 'version', 'minute'])
    .execute();
  await db.schema.createIndex('remote_load_counts_minute').on('remote_load_counts').column('minute').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['remote_load_counts', 'publish_tokens', 'remote_releases', 'remote_files', 'remote_versions']) await db.schema.dropTable(table).execute();
}
