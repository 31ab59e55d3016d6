import { BLOCKING_RESERVATION_STATUSES, type PageQuery } from '@club/contracts';
import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database';
import type { Database, RoomsTable } from '../../db/schema';
import { pageOffset, totalOf } from '../../shared/paging';
import { containsPattern } from '../../shared/search-text';
import type { RoomRowWithComplex } from './room-row';

export interface RoomFilter {
  search?: string;
  complexId?: string;
  sportType?: string;
  isIndoor?: boolean;
}

function filtered(db: Kysely<Database>, filter: RoomFilter) {
  let query = db.selectFrom('rooms');
  if (filter.search) query = query.where(sql<boolean>`rooms.search_text like ${containsPattern(filter.search)} escape '\\'`);
  if (filter.complexId) query = query.where('rooms.complex_id', '=', filter.complexId);
  if (filter.sportType) query = query.where('rooms.sport_type', '=', filter.sportType);
  if (filter.isIndoor !== undefined) query = query.where('rooms.is_indoor', '=', filter.isIndoor ? 1 : 0);
  return query;
}

const withComplexName = (db: Kysely<Database>, filter: RoomFilter) =>
  filtered(db, filter).innerJoin('complexes', 'complexes.id', 'rooms.complex_id').selectAll('rooms').select('complexes.name as complex_name');

export async function listRooms(db: Kysely<Database>, filter: RoomFilter, page: PageQuery) {
  const rows = await withComplexName(db, filter).orderBy('rooms.name').orderBy('rooms.id').limit(page.limit).offset(pageOffset(page)).execute();
  const total = await totalOf(rows.length, page, async () =>
    Number((await filtered(db, filter).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow()).total),
  );
  return { rows, total };
}

export function findRoom(db: Kysely<Database>, id: string): Promise<RoomRowWithComplex | undefined> {
  return withComplexName(db, {}).where('rooms.id', '=', id).executeTakeFirst();
}

/** The room row, locked until the end of the transaction on PostgreSQL (SQLite holds the write lock already). */
export function lockRoom(db: Kysely<Database>, dialect: DatabaseDialect, id: string): Promise<{ id: string } | undefined> {
  const query = db.selectFrom('rooms').select('id').where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** The complex's name if it exists; on PostgreSQL it stays locked (shared) so that it cannot be deleted meanwhile. */
export async function findComplexName(db: Kysely<Database>, dialect: DatabaseDialect, complexId: string): Promise<string | undefined> {
  const query = db.selectFrom('complexes').select('name').where('id', '=', complexId);
  return (await (dialect === 'postgres' ? query.forShare() : query).executeTakeFirst())?.name;
}

export async function complexExists(db: Kysely<Database>, complexId: string): Promise<boolean> {
  return Boolean(await db.selectFrom('complexes').select('id').where('id', '=', complexId).executeTakeFirst());
}

export async function insertRoom(db: Kysely<Database>, row: RoomsTable): Promise<void> {
  await db.insertInto('rooms').values(row).execute();
}

export async function updateRoom(db: Kysely<Database>, row: RoomsTable): Promise<void> {
  const { id, created_at: _createdAt, complex_id: _complexId, ...changes } = row;
  await db.updateTable('rooms').set(changes).where('id', '=', id).execute();
}

/** Reservations of the room that still hold their slot (pending, confirmed) and have not ended yet. */
export async function countUpcomingReservations(db: Kysely<Database>, roomId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('room_reservations')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('resource_id', '=', roomId)
    .where('end_at', '>', now)
    .where('status', 'in', BLOCKING_RESERVATION_STATUSES)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function deleteRoom(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('rooms').where('id', '=', id).execute();
}
