import type { Kysely } from 'kysely';

// Training sessions of a category (ADR 120). Portable types only (ADR 010): text ids, ISO text timestamps.
// A session placed in a room holds a room reservation: `room_reservations.training_session_id` names it, so
// deleting a session (or its category) deletes its booking with it, and the room's planning shows it.
const id = 'varchar(36)';
const timestamp = 'varchar(32)';

async function trainingSessions(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('training_sessions')
    .addColumn('id', id, (col) => col.primaryKey())
    .addColumn('category_id', id, (col) => col.notNull().references('categories.id').onDelete('cascade'))
    // The occurrences of one weekly recurrence share it; null for a single session.
    .addColumn('series_id', id)
    .addColumn('title', 'varchar(255)', (col) => col.notNull())
    .addColumn('type', 'varchar(16)', (col) => col.notNull())
    .addColumn('start_at', timestamp, (col) => col.notNull())
    .addColumn('end_at', timestamp, (col) => col.notNull())
    .addColumn('room_id', id, (col) => col.references('rooms.id').onDelete('set null'))
    .addColumn('place', 'varchar(255)')
    .addColumn('max_participants', 'integer')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('planned'))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', id, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  // Week views of a category (and through it of a section, a club); global reads by start; a series.
  await db.schema.createIndex('training_sessions_category_start_idx').on('training_sessions').columns(['category_id', 'start_at']).execute();
  await db.schema.createIndex('training_sessions_start_idx').on('training_sessions').column('start_at').execute();
  await db.schema.createIndex('training_sessions_series_idx').on('training_sessions').column('series_id').execute();
  await db.schema.createIndex('training_sessions_room_idx').on('training_sessions').column('room_id').execute();
}

async function people(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('training_session_coaches')
    .addColumn('session_id', id, (col) => col.notNull().references('training_sessions.id').onDelete('cascade'))
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('training_session_coaches_pk', ['session_id', 'user_id'])
    .execute();
  // A coach's overlapping sessions are looked up by coach.
  await db.schema.createIndex('training_session_coaches_user_idx').on('training_session_coaches').column('user_id').execute();

  await db.schema
    .createTable('training_session_attendance')
    .addColumn('session_id', id, (col) => col.notNull().references('training_sessions.id').onDelete('cascade'))
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('marked_by', id, (col) => col.references('users.id').onDelete('set null'))
    .addColumn('marked_at', timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('training_session_attendance_pk', ['session_id', 'user_id'])
    .execute();
  await db.schema.createIndex('training_session_attendance_user_idx').on('training_session_attendance').column('user_id').execute();

  await db.schema
    .createTable('training_session_registrations')
    .addColumn('session_id', id, (col) => col.notNull().references('training_sessions.id').onDelete('cascade'))
    .addColumn('user_id', id, (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('training_session_registrations_pk', ['session_id', 'user_id'])
    .execute();
  await db.schema.createIndex('training_session_registrations_user_idx').on('training_session_registrations').column('user_id').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await trainingSessions(db);
  await people(db);
  // Nullable: SQLite adds a column with a foreign key only when its default is NULL.
  await db.schema
    .alterTable('room_reservations')
    .addColumn('training_session_id', id, (col) => col.references('training_sessions.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('room_reservations_training_session_idx').on('room_reservations').column('training_session_id').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('room_reservations_training_session_idx').execute();
  await db.schema.alterTable('room_reservations').dropColumn('training_session_id').execute();
  for (const table of ['training_session_registrations', 'training_session_attendance', 'training_session_coaches', 'training_sessions']) {
    await db.schema.dropTable(table).execute();
  }
}
