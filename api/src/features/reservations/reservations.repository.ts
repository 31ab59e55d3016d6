import { BLOCKING_RESERVATION_STATUSES, type PageQuery, type ReservationStatus } from '@club/contracts';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database';
import type { Database, ReservationsTable } from '../../db/schema';
import { pageOffset, totalOf } from '../../shared/paging';
import { reusableQuery, type Params } from '../../shared/reusable-query';
import type { ResourceSchedule } from './slot-rules';

export type ReservationTable = 'room_reservations' | 'minibus_reservations';
export type ResourceTable = 'rooms' | 'minibuses';

/** A reservation with the names shown beside it. */
export type ReservationView = ReservationsTable & { resource_name: string; booker_name: string; training_session_id: string | null };

// Both reservation tables have the ReservationsTable shape, so typing the queries against one of them
// is exact for the other; the real table name is always the one passed in.
const reservationsOf = (db: Kysely<Database>, table: ReservationTable) => db.selectFrom(`${table} as reservation` as 'room_reservations as reservation');

// Named rather than `reservation.*`: a statement whose columns its text fixes is read faster on SQLite (db/database.ts).
const RESERVATION_COLUMNS = [
  'reservation.id',
  'reservation.resource_id',
  'reservation.booker_id',
  'reservation.title',
  'reservation.start_at',
  'reservation.end_at',
  'reservation.status',
  'reservation.created_at',
  'reservation.updated_at',
] as const;

function views(db: Kysely<Database>, table: ReservationTable, resourceTable: ResourceTable) {
  return (
    reservationsOf(db, table)
      .innerJoin(`${resourceTable} as resource` as 'rooms as resource', 'resource.id', 'reservation.resource_id')
      .innerJoin('users as booker', 'booker.id', 'reservation.booker_id')
      .select([...RESERVATION_COLUMNS, 'resource.name as resource_name', 'booker.name as booker_name'])
      // Only room bookings can be held by a training session (migration 0008).
      .select(table === 'room_reservations' ? 'reservation.training_session_id' : sql<string | null>`null`.as('training_session_id'))
  );
}

export interface ReservationFilter {
  resourceId?: string;
  /** Reservations overlapping [start, end). */
  start: string;
  end: string;
  status?: ReservationStatus;
  /** Only this booker's reservations. */
  bookerId?: string;
}

type FilterValues = {
  start: string;
  end: string;
  startsAfter: string | undefined;
  resourceId: string | undefined;
  status: ReservationStatus | undefined;
  bookerId: string | undefined;
};

/** Overlapping the period, of the resource and status when given. */
function matching(p: Params<FilterValues>) {
  return (eb: ExpressionBuilder<Database & { reservation: ReservationsTable }, 'reservation'>) =>
    eb.and([
      eb('reservation.start_at', '<', p.end),
      eb('reservation.end_at', '>', p.start),
      // Implied by the two bounds above when slots are bounded; it keeps the start_at index range short.
      ...(p.startsAfter ? [eb('reservation.start_at', '>', p.startsAfter)] : []),
      ...(p.resourceId ? [eb('reservation.resource_id', '=', p.resourceId)] : []),
      ...(p.status ? [eb('reservation.status', '=', p.status)] : []),
      ...(p.bookerId ? [eb('reservation.booker_id', '=', p.bookerId)] : []),
    ]);
}

/** The hot reads of one reservation table, each compiled once per shape (ReservationView rows). */
function viewQueries(table: ReservationTable, resourceTable: ResourceTable) {
  return {
    page: reusableQuery((db: Kysely<Database>, p: Params<FilterValues & { limit: number; offset: number }>) =>
      views(db, table, resourceTable).where(matching(p)).orderBy('reservation.start_at').orderBy('reservation.id').limit(p.limit).offset(p.offset),
    ),
    count: reusableQuery((db: Kysely<Database>, p: Params<FilterValues>) =>
      reservationsOf(db, table)
        .where(matching(p))
        .select((eb) => eb.fn.countAll<number | string>().as('total')),
    ),
    byId: reusableQuery((db: Kysely<Database>, p: Params<{ id: string }>) => views(db, table, resourceTable).where('reservation.id', '=', p.id)),
  };
}

const VIEW_QUERIES = { room_reservations: viewQueries('room_reservations', 'rooms'), minibus_reservations: viewQueries('minibus_reservations', 'minibuses') };

/**
 * Reservations overlapping the filter's period, sorted by start. `longestSlotMs` (rooms: a slot lasts less
 * than a day) adds `start_at > start − longest`: without it the start_at index range ran from the first
 * reservation ever (docs/decisions/060-api-request-path.md, figures in bench/results/figures-from-code-comments.md).
 */
export async function listReservations(
  db: Kysely<Database>,
  tables: { table: ReservationTable; resourceTable: ResourceTable; longestSlotMs?: number | undefined },
  filter: ReservationFilter,
  page: PageQuery,
): Promise<{ rows: ReservationView[]; total: number }> {
  const queries = VIEW_QUERIES[tables.table];
  const startsAfter = tables.longestSlotMs ? new Date(Date.parse(filter.start) - tables.longestSlotMs).toISOString() : undefined;
  const values: FilterValues = {
    start: filter.start,
    end: filter.end,
    startsAfter,
    resourceId: filter.resourceId || undefined,
    status: filter.status || undefined,
    bookerId: filter.bookerId || undefined,
  };
  const rows: ReservationView[] = await queries.page(db, { ...values, limit: page.limit, offset: pageOffset(page) });
  const total = await totalOf(rows.length, page, async () => Number((await queries.count(db, values))[0]?.total ?? 0));
  return { rows, total };
}

export async function findReservationView(
  db: Kysely<Database>,
  tables: { table: ReservationTable; resourceTable: ResourceTable },
  id: string,
): Promise<ReservationView | undefined> {
  return (await VIEW_QUERIES[tables.table].byId(db, { id }))[0];
}

/** The bare reservation row; locked until the end of the transaction on PostgreSQL when `lock` is set. */
export function findReservation(db: Kysely<Database>, dialect: DatabaseDialect, table: ReservationTable, id: string, lock = false) {
  const query = reservationsOf(db, table).selectAll('reservation').where('reservation.id', '=', id);
  return (lock && dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * The room or minibus a booking is decided on. On PostgreSQL its row is locked (`FOR UPDATE`) until the
 * transaction ends: concurrent bookings of one resource take turns, so the overlap check cannot race.
 */
export async function lockResource(db: Kysely<Database>, dialect: DatabaseDialect, resourceTable: ResourceTable, id: string): Promise<ResourceSchedule | undefined> {
  if (resourceTable === 'rooms') {
    const query = db.selectFrom('rooms').select(['id', 'name', 'opening_hours']).where('id', '=', id);
    const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    return row && { id: row.id, name: row.name, schedule: row.opening_hours, isAvailable: true };
  }
  const query = db.selectFrom('minibuses').select(['id', 'name', 'disponibility', 'is_available']).where('id', '=', id);
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  return row && { id: row.id, name: row.name, schedule: row.disponibility, isAvailable: row.is_available === 1 };
}

export async function resourceExists(db: Kysely<Database>, resourceTable: ResourceTable, id: string): Promise<boolean> {
  const row =
    resourceTable === 'rooms'
      ? await db.selectFrom('rooms').select('id').where('id', '=', id).executeTakeFirst()
      : await db.selectFrom('minibuses').select('id').where('id', '=', id).executeTakeFirst();
  return Boolean(row);
}

/** A blocking reservation of the resource overlapping [start, end): `existing.start < end AND existing.end > start`. */
export async function findOverlap(
  db: Kysely<Database>,
  table: ReservationTable,
  slot: { resourceId: string; start: string; end: string; exceptId?: string },
): Promise<string | undefined> {
  let query = reservationsOf(db, table)
    .select('reservation.id')
    .where('reservation.resource_id', '=', slot.resourceId)
    .where('reservation.start_at', '<', slot.end)
    .where('reservation.end_at', '>', slot.start)
    .where('reservation.status', 'in', BLOCKING_RESERVATION_STATUSES);
  if (slot.exceptId) query = query.where('reservation.id', '<>', slot.exceptId);
  return (await query.limit(1).executeTakeFirst())?.id;
}

export async function findUserName(db: Kysely<Database>, id: string): Promise<string | undefined> {
  return (await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst())?.name;
}

export async function insertReservation(db: Kysely<Database>, table: ReservationTable, row: ReservationsTable): Promise<void> {
  await db
    .insertInto(table as 'room_reservations')
    .values(row)
    .execute();
}

export async function updateReservation(db: Kysely<Database>, table: ReservationTable, id: string, changes: Partial<ReservationsTable>): Promise<void> {
  await db
    .updateTable(table as 'room_reservations')
    .set(changes)
    .where('id', '=', id)
    .execute();
}

export async function deleteReservation(db: Kysely<Database>, table: ReservationTable, id: string): Promise<void> {
  await db
    .deleteFrom(table as 'room_reservations')
    .where('id', '=', id)
    .execute();
}
