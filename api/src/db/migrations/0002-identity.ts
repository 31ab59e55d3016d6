import { sql, type Kysely } from 'kysely';

// better-auth's tables under our portable conventions (ADR 010, ADR 020): snake_case, text ids,
// ISO-8601 text timestamps, booleans as 0/1 integers; then the club's identity tables.
const id = 'varchar(36)';
const timestamp = 'varchar(32)';

async function authTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('email', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('email_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('image', 'text')
    .addColumn('first_name', 'varchar(100)')
    .addColumn('last_name', 'varchar(100)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('date_of_birth', 'varchar(10)')
    .addColumn('role', 'varchar(32)')
    .addColumn('banned', 'integer', (col) => col.defaultTo(0))
    .addColumn('ban_reason', 'text')
    .addColumn('ban_expires', timestamp)
    .addColumn('two_factor_enabled', 'integer', (col) => col.defaultTo(0))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('ip_address', 'varchar(64)')
    .addColumn('user_agent', 'text')
    .addColumn('impersonated_by', id)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'varchar(255)', (col) => col.notNull())
    .addColumn('provider_id', 'varchar(100)', (col) => col.notNull())
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', timestamp)
    .addColumn('refresh_token_expires_at', timestamp)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('accounts_user_id_idx').on('accounts').column('user_id').execute();

  await db.schema
    .createTable('verifications')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('identifier', 'varchar(255)', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('verifications_identifier_idx').on('verifications').column('identifier').execute();

  await db.schema
    .createTable('two_factors')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('backup_codes', 'text', (col) => col.notNull())
    .addColumn('verified', 'integer', (col) => col.defaultTo(1))
    .addColumn('failed_verification_count', 'integer', (col) => col.defaultTo(0))
    .addColumn('locked_until', timestamp)
    .execute();
  await db.schema.createIndex('two_factors_user_id_idx').on('two_factors').column('user_id').execute();
  await db.schema.createIndex('two_factors_secret_idx').on('two_factors').column('secret').execute();
}

async function clubTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('to_address', 'varchar(255)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('outbox_to_created_idx').on('outbox').columns(['to_address', 'created_at']).execute();

  await db.schema
    .createTable('sections')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('name', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('section_id', id, (col) => col.notNull().references('sections.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .addUniqueConstraint('categories_section_name_unique', ['section_id', 'name'])
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('section_id', id, (col) => col.references('sections.id').onDelete('set null'))
    .addColumn('category_id', id, (col) => col.references('categories.id').onDelete('set null'))
    .addColumn('motivation', 'text', (col) => col.notNull())
    .addColumn('emergency_contact_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('emergency_contact_phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('medical_certificate_url', 'text')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('review_comments', 'text')
    .addColumn('reviewer_id', id, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('reviewed_at', timestamp)
    .execute();
  await db.schema.createIndex('applications_status_created_idx').on('applications').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('applications_user_id_idx').on('applications').column('user_id').execute();
  // One open application per user, decided by the database even under concurrent submissions.
  await db.schema.createIndex('applications_one_pending_per_user').on('applications').column('user_id').unique().where(sql.ref('status'), '=', 'pending').execute();

  await db.schema
    .createTable('memberships')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('section_id', id, (col) => col.notNull().references('sections.id').onDelete('cascade'))
    .addColumn('category_id', id, (col) => col.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('application_id', id, (col) => col.references('applications.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addUniqueConstraint('memberships_user_category_unique', ['user_id', 'category_id'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await authTables(db);
  await clubTables(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['memberships', 'applications', 'categories', 'sections', 'outbox', 'two_factors', 'verifications', 'accounts', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
