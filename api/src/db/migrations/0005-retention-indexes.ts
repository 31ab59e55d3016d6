import type { Kysely } from 'kysely';

// The daily retention purge (features/retention) deletes by these dates. contact_messages and
// remote_failures already have a created_at index (0001); without these three it would scan the whole
// table every day, and `outbox` (to_address, created_at) cannot serve a date range on its own.
const INDEXES = [
  { name: 'sessions_expires_at_idx', table: 'sessions', column: 'expires_at' },
  { name: 'verifications_expires_at_idx', table: 'verifications', column: 'expires_at' },
  { name: 'outbox_created_at_idx', table: 'outbox', column: 'created_at' },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, table, column } of INDEXES) await db.schema.createIndex(name).on(table).column(column).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
