import type { Kysely } from 'kysely';

// The overlap check of every booking reads `resource_id = ? and start_at < ? and end_at > ?`. With only
// (resource_id, start_at) it walked the resource's whole history, inside the write transaction that
// serialises bookings. With (resource_id, end_at) it reads only the resource's reservations ending after
// the slot starts (measured on both databases: docs/decisions/060-api-request-path.md).
const TABLES = ['room_reservations', 'minibus_reservations'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.createIndex(`${table}_resource_end_idx`).on(table).columns(['resource_id', 'end_at']).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.dropIndex(`${table}_resource_end_idx`).execute();
}
