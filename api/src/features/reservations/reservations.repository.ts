import { BLOCKING_RESERVATION_STATUSES, type PageQuery, type ReservationStatus } from '@club/contracts';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database';
import type { Database, ReservationsTable } from '../../db/schema';
import { pageOffset, totalOf } from '../../shared/paging';

export type ReservationTable = 'room_reservations' | 'minibus_reservations';
export type ResourceTable = 'rooms' | 'minibuses';

/** A reservation with the names shown beside it. */
export type ReservationView = ReservationsTable & { resource_name: string; booker_name: string };

/** What the slot rules need from a room or minibus. `schedule` is its opening hours / disponibility JSON. */
export interface ResourceSchedule {
  id: string;
  name: string;
  schedule: string;
  isAvailable: boolean;
}

// Both reservation tables have the ReservationsTable shape, so typing the queries against one of them
// is exact for the other; the real table name is always the one passed in.
const reservationsOf = (db: Kysely<Database>, table: ReservationTable) =>
  db.selectFrom(`${table} as reservation` as 'room_reservations as reservation');

function views(db: Kysely<Database>, table: ReservationTable, resourceTable: ResourceTable) {
  return reservationsOf(db, table)
    .innerJoin(`${resourceTable} as resource` as 'rooms as resource', 'resource.id', 'reservation.resource_id')
    .innerJoin('users as booker', 'booker.id', 'reservation.booker_id')
    .selectAll('reservation')
    .select(['resource.name as resource_name', 'booker.name as booker_name']);
}

export interface ReservationFilter {
  resourceId?: string;
  /** Reservations overlapping [start, end). */
  start: string;
  end: string;
  status?: ReservationStatus;
}

/** Overlapping the period, of the resource and status when given. */
function matching(filter: ReservationFilter) {
  return (eb: ExpressionBuilder<Database & { reservation: ReservationsTable }, 'reservation'>) =>
    eb.and([
      eb('reservation.start_at', '<', filter.end),
      eb('reservation.end_at', '>', filter.start),
      ...(filter.resourceId ? [eb('reservation.resource_id', '=', filter.resourceId)] : []),
      ...(filter.status ? [eb('reservation.status', '=', filter.status)] : []),
    ]);
}

export async function listReservations(
  db: Kysely<Database>,
  tables: { table: ReservationTable; resourceTable: ResourceTable },
  filter: ReservationFilter,
  page: PageQuery,
) {
  const rows: ReservationView[] = await views(db, tables.table, tables.resourceTable)
    .where(matching(filter))
    .orderBy('reservation.start_at')
    .orderBy('reservation.id')
    .limit(page.limit)
    .offset(pageOffset(page))
    .execute();
  const total = await totalOf(rows.length, page, async () =>
    Number(
      (await reservationsOf(db, tables.table).where(matching(filter)).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow())
        .total,
    ),
  );
  return { rows, total };
}

export async function findReservationView(
  db: Kysely<Database>,
  tables: { table: ReservationTable; resourceTable: ResourceTable },
  id: string,
): Promise<ReservationView | undefined> {
  return views(db, tables.table, tables.resourceTable).where('reservation.id', '=', id).executeTakeFirst();
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
  await db.insertInto(table as 'room_reservations').values(row).execute();
}

export async function updateReservation(db: Kysely<Database>, table: ReservationTable, id: string, changes: Partial<ReservationsTable>): Promise<void> {
  await db.updateTable(table as 'room_reservations').set(changes).where('id', '=', id).execute();
}

export async function deleteReservation(db: Kysely<Database>, table: ReservationTable, id: string): Promise<void> {
  await db.deleteFrom(table as 'room_reservations').where('id', '=', id).execute();
}
