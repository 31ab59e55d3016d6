import { sql, type Kysely } from 'kysely';

// The outbox becomes a delivery queue (issue 31, ADR 167): each e-mail keeps its state until an SMTP server
// accepted it. Rows written before it were already sent (or kept for the development outbox): they are `sent`.
const timestamp = 'varchar(32)';

const COLUMNS: [name: string, type: string][] = [
  ['attempts', 'integer'],
  ['next_attempt_at', timestamp],
  ['retry_until', timestamp],
  ['last_attempt_at', timestamp],
  ['error_kind', 'varchar(16)'],
  ['last_error', 'varchar(500)'],
  ['claimed_by', 'varchar(36)'],
  ['claimed_until', timestamp],
  ['sent_at', timestamp],
  ['expires_at', timestamp],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox')
    .addColumn('status', 'varchar(8)', (col) => col.notNull().defaultTo('waiting'))
    .execute();
  for (const [name, type] of COLUMNS) {
    await db.schema
      .alterTable('outbox')
      .addColumn(name, sql.raw(type), (col) => (name === 'attempts' ? col.notNull().defaultTo(0) : col))
      .execute();
  }
  await sql`UPDATE outbox SET status = 'sent', sent_at = created_at`.execute(db);
  // The worker's claim: the due e-mails in order. The rate limit counts the attempts of the last minute.
  await db.schema.createIndex('outbox_status_next_attempt_idx').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_last_attempt_at_idx').on('outbox').column('last_attempt_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_last_attempt_at_idx').execute();
  await db.schema.dropIndex('outbox_status_next_attempt_idx').execute();
  for (const [name] of [...COLUMNS].reverse()) await db.schema.alterTable('outbox').dropColumn(name).execute();
  await db.schema.alterTable('outbox').dropColumn('status').execute();
}
