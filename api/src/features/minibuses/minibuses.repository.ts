import { BLOCKING_RESERVATION_STATUSES, type PageQuery } from '@club/contracts';
import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database';
import type { Database, MinibusesTable } from '../../db/schema';
import { pageOffset, totalOf } from '../../shared/paging';
import { containsPattern } from '../../shared/search-text';

export interface MinibusFilter {
  search?: string;
  isAvailable?: boolean;
}

function filtered(db: Kysely<Database>, filter: MinibusFilter) {
  let query = db.selectFrom('minibuses');
  if (filter.search) query = query.where(sql<boolean>`search_text like ${containsPattern(filter.search)} escape '\\'`);
  if (filter.isAvailable !== undefined) query = query.where('is_available', '=', filter.isAvailable ? 1 : 0);
  return query;
}

export async function listMinibuses(db: Kysely<Database>, filter: MinibusFilter, page: PageQuery) {
  const rows = await filtered(db, filter).selectAll().orderBy('name').orderBy('id').limit(page.limit).offset(pageOffset(page)).execute();
  const total = await totalOf(rows.length, page, async () =>
    Number(
      (
        await filtered(db, filter)
          .select((eb) => eb.fn.countAll<number | string>().as('total'))
          .executeTakeFirstOrThrow()
      ).total,
    ),
  );
  return { rows, total };
}

export function findMinibus(db: Kysely<Database>, id: string): Promise<MinibusesTable | undefined> {
  return db.selectFrom('minibuses').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The minibus row, locked until the end of the transaction on PostgreSQL (SQLite holds the write lock already). */
export function lockMinibus(db: Kysely<Database>, dialect: DatabaseDialect, id: string): Promise<MinibusesTable | undefined> {
  const query = db.selectFrom('minibuses').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function plateTaken(db: Kysely<Database>, licensePlate: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('minibuses').select('id').where('license_plate', '=', licensePlate);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return Boolean(await query.executeTakeFirst());
}

export async function insertMinibus(db: Kysely<Database>, row: MinibusesTable): Promise<void> {
  await db.insertInto('minibuses').values(row).execute();
}

export async function updateMinibus(db: Kysely<Database>, row: MinibusesTable): Promise<void> {
  const { id, created_at: _createdAt, ...changes } = row;
  await db.updateTable('minibuses').set(changes).where('id', '=', id).execute();
}

/** Reservations of the minibus that still hold their slot (pending, confirmed) and have not ended yet. */
export async function countUpcomingReservations(db: Kysely<Database>, minibusId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('minibus_reservations')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('resource_id', '=', minibusId)
    .where('end_at', '>', now)
    .where('status', 'in', BLOCKING_RESERVATION_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function deleteMinibus(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('minibuses').where('id', '=', id).execute();
}
