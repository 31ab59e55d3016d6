import { BLOCKING_RESERVATION_STATUSES, type PageQuery } from '@club/contracts';
import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database';
import type { Database, RoomsTable } from '../../db/schema';
import { pageOffset, totalOf } from '../../shared/paging';
import { reusableQuery, type Params } from '../../shared/reusable-query';
import { containsPattern } from '../../shared/search-text';
import type { RoomRowWithComplex } from './room-row';

export interface RoomFilter {
  search?: string;
  complexId?: string;
  sportType?: string;
  isIndoor?: boolean;
}

/** The filter as query values: the search as a LIKE pattern, `isIndoor` as stored (0/1). */
type FilterValues = {
  search: string | undefined;
  complexId: string | undefined;
  sportType: string | undefined;
  isIndoor: number | undefined;
};

function filterValues(filter: RoomFilter): FilterValues {
  return {
    search: filter.search ? containsPattern(filter.search) : undefined,
    complexId: filter.complexId || undefined,
    sportType: filter.sportType || undefined,
    isIndoor: filter.isIndoor === undefined ? undefined : filter.isIndoor ? 1 : 0,
  };
}

function filtered(db: Kysely<Database>, p: Params<FilterValues>) {
  let query = db.selectFrom('rooms');
  if (p.search) query = query.where(sql<boolean>`rooms.search_text like ${p.search} escape '\\'`);
  if (p.complexId) query = query.where('rooms.complex_id', '=', p.complexId);
  if (p.sportType) query = query.where('rooms.sport_type', '=', p.sportType);
  if (p.isIndoor) query = query.where('rooms.is_indoor', '=', p.isIndoor);
  return query;
}

/** What the API shows of a room (`search_text` is only searched). */
const ROOM_COLUMNS = [
  'rooms.id',
  'rooms.complex_id',
  'rooms.name',
  'rooms.description',
  'rooms.sport_type',
  'rooms.opening_hours',
  'rooms.is_indoor',
  'rooms.accreditation',
  'rooms.capacity',
  'rooms.created_at',
  'rooms.updated_at',
] as const;

const withComplexName = (query: ReturnType<typeof filtered>) =>
  query.innerJoin('complexes', 'complexes.id', 'rooms.complex_id').select([...ROOM_COLUMNS, 'complexes.name as complex_name']);

// The list is the hottest read of the facilities screens: compiled once per filter combination.
const roomsPage = reusableQuery((db: Kysely<Database>, p: Params<FilterValues & { limit: number; offset: number }>) =>
  withComplexName(filtered(db, p)).orderBy('rooms.name').orderBy('rooms.id').limit(p.limit).offset(p.offset),
);
const roomsCount = reusableQuery((db: Kysely<Database>, p: Params<FilterValues>) => filtered(db, p).select((eb) => eb.fn.countAll<number | string>().as('total')));
const roomById = reusableQuery((db: Kysely<Database>, p: Params<{ id: string }>) => withComplexName(db.selectFrom('rooms')).where('rooms.id', '=', p.id));

export async function listRooms(db: Kysely<Database>, filter: RoomFilter, page: PageQuery): Promise<{ rows: RoomRowWithComplex[]; total: number }> {
  const values = filterValues(filter);
  const rows = await roomsPage(db, { ...values, limit: page.limit, offset: pageOffset(page) });
  const total = await totalOf(rows.length, page, async () => Number((await roomsCount(db, values))[0]?.total ?? 0));
  return { rows, total };
}

export async function findRoom(db: Kysely<Database>, id: string): Promise<RoomRowWithComplex | undefined> {
  return (await roomById(db, { id }))[0];
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
