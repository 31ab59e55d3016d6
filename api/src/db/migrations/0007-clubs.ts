import { sql, type Kysely } from 'kysely';

// Clubs, the club-level fields of sections and categories, and responsibilities (ADR 110).
// SQLite cannot add a NOT NULL column with a foreign key, so `sections.club_id` is nullable in the database;
// the application always sets it (schema.ts types it as required) and this migration fills it for existing rows.
const id = 'varchar(36)';
const timestamp = 'varchar(32)';
const DEFAULT_CLUB_NAME = 'Association sportive';

async function createClubs(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('clubs')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('name', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('contact_email', 'varchar(255)')
    .addColumn('contact_phone', 'varchar(20)')
    .addColumn('address', 'varchar(500)')
    .addColumn('logo_url', 'varchar(2048)')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
}

async function extendSections(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sections')
    .addColumn('club_id', id, (col) => col.references('clubs.id'))
    .execute();
  await db.schema
    .alterTable('sections')
    .addColumn('sport', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('sections')
    .addColumn('season_fee_cents', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('sections').addColumn('contact_name', 'varchar(200)').execute();
  await db.schema.alterTable('sections').addColumn('contact_email', 'varchar(255)').execute();
  await db.schema.alterTable('sections').addColumn('contact_phone', 'varchar(20)').execute();
  await db.schema
    .alterTable('sections')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sections_club_id_idx').on('sections').columns(['club_id', 'name']).execute();
}

async function extendCategories(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('min_age', 'integer').execute();
  await db.schema.alterTable('categories').addColumn('max_age', 'integer').execute();
  await db.schema
    .alterTable('categories')
    .addColumn('gender', 'varchar(16)', (col) => col.notNull().defaultTo('mixed'))
    .execute();
  await db.schema.alterTable('categories').addColumn('max_members', 'integer').execute();
  // Members of a category and of a section are listed and counted by these.
  await db.schema.createIndex('memberships_category_id_idx').on('memberships').column('category_id').execute();
  await db.schema.createIndex('memberships_section_id_idx').on('memberships').column('section_id').execute();
}

async function createResponsibilities(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('responsibilities')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('section_id', id, (col) => col.notNull().references('sections.id').onDelete('cascade'))
    .addColumn('category_id', id, (col) => col.references('categories.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addUniqueConstraint('responsibilities_unique', ['user_id', 'kind', 'section_id', 'category_id'])
    .execute();
  // NULLs are distinct in a unique constraint on both databases: a section manager (no category) needs its own.
  await db.schema
    .createIndex('responsibilities_one_manager_per_section')
    .on('responsibilities')
    .columns(['user_id', 'kind', 'section_id'])
    .unique()
    .where(sql.ref('category_id'), 'is', null)
    .execute();
  await db.schema.createIndex('responsibilities_section_idx').on('responsibilities').column('section_id').execute();
  await db.schema.createIndex('responsibilities_category_idx').on('responsibilities').column('category_id').execute();
}

/** The same normalisation as shared/search-text.ts, frozen here so this migration never changes meaning. */
const searchText = (...parts: string[]) =>
  parts
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Sections made before clubs existed belong to one default club; their search text is filled. */
async function attachExistingSections(db: Kysely<unknown>): Promise<void> {
  const sections = await sql<{ id: string; name: string }>`select id, name from sections`.execute(db);
  if (sections.rows.length === 0) return;
  const clubId = crypto.randomUUID();
  const now = new Date().toISOString();
  await sql`insert into clubs (id, name, description, search_text, created_at, updated_at)
    values (${clubId}, ${DEFAULT_CLUB_NAME}, ${''}, ${searchText(DEFAULT_CLUB_NAME)}, ${now}, ${now})`.execute(db);
  for (const section of sections.rows) {
    await sql`update sections set club_id = ${clubId}, search_text = ${searchText(section.name)} where id = ${section.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await createClubs(db);
  await extendSections(db);
  await extendCategories(db);
  await createResponsibilities(db);
  await attachExistingSections(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('responsibilities').execute();
  await db.schema.dropIndex('memberships_section_id_idx').execute();
  await db.schema.dropIndex('memberships_category_id_idx').execute();
  for (const column of ['max_members', 'gender', 'max_age', 'min_age']) await db.schema.alterTable('categories').dropColumn(column).execute();
  await db.schema.dropIndex('sections_club_id_idx').execute();
  for (const column of ['search_text', 'contact_phone', 'contact_email', 'contact_name', 'season_fee_cents', 'sport', 'club_id']) {
    await db.schema.alterTable('sections').dropColumn(column).execute();
  }
  await db.schema.dropTable('clubs').execute();
}
