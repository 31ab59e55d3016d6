import type { Kysely } from 'kysely';

// Portable types only (ADR 010): text ids, ISO text timestamps, 0/1 booleans, opening hours as JSON text.
// `search_text` holds the searchable fields lower-cased without accents, written by the app, so that a
// search matches "Ecole" and "école" alike on both engines (SQLite's lower() only knows ASCII).
const id = 'varchar(36)';
const timestamp = 'varchar(32)';

async function facilities(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('complexes')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('street', 'varchar(255)', (col) => col.notNull())
    .addColumn('city', 'varchar(100)', (col) => col.notNull())
    .addColumn('postal_code', 'varchar(10)', (col) => col.notNull())
    .addColumn('opening_hours', 'text', (col) => col.notNull())
    .addColumn('number_of_elevators', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('accessible_for_reduced_mobility', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('parking_capacity', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('complexes_name_idx').on('complexes').columns(['name', 'id']).execute();

  await db.schema
    .createTable('rooms')
    .addColumn('id', id, (col) => col.primaryKey())
    // A complex with rooms cannot be deleted (409): no cascade from complexes.
    .addColumn('complex_id', id, (col) => col.notNull().references('complexes.id'))
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('sport_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('opening_hours', 'text', (col) => col.notNull())
    .addColumn('is_indoor', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('accreditation', 'varchar(255)')
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rooms_name_idx').on('rooms').columns(['name', 'id']).execute();
  await db.schema.createIndex('rooms_complex_name_idx').on('rooms').columns(['complex_id', 'name', 'id']).execute();

  await db.schema
    .createTable('minibuses')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('license_plate', 'varchar(9)', (col) => col.notNull().unique())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('disabled_person_capacity', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('disponibility', 'text', (col) => col.notNull())
    .addColumn('is_available', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('minibuses_name_idx').on('minibuses').columns(['name', 'id']).execute();
}

/**
 * Both reservation tables share one shape (`resource_id` is the room or the minibus), so that one
 * repository serves both. Deleting a room, a minibus or a user deletes its reservations; the services
 * refuse to delete a room or minibus that still has upcoming ones.
 */
async function reservations(db: Kysely<unknown>, table: string, resourceTable: string): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('resource_id', id, (col) => col.notNull().references(`${resourceTable}.id`).onDelete('cascade'))
    .addColumn('booker_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addColumn('start_at', timestamp, (col) => col.notNull())
    .addColumn('end_at', timestamp, (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('pending'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  // Overlap checks and per-resource calendars read (resource_id, start_at); global lists read start_at.
  await db.schema.createIndex(`${table}_resource_start_idx`).on(table).columns(['resource_id', 'start_at']).execute();
  await db.schema.createIndex(`${table}_start_idx`).on(table).column('start_at').execute();
  await db.schema.createIndex(`${table}_booker_idx`).on(table).column('booker_id').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await facilities(db);
  await reservations(db, 'room_reservations', 'rooms');
  await reservations(db, 'minibus_reservations', 'minibuses');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['minibus_reservations', 'room_reservations', 'minibuses', 'rooms', 'complexes']) {
    await db.schema.dropTable(table).execute();
  }
}
