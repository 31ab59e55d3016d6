import type { PageQuery } from '@club/contracts';
import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database';
import type { ComplexesTable, Database } from '../../db/schema';
import { pageOffset, totalOf } from '../../shared/paging';
import { reusableQuery, type Params } from '../../shared/reusable-query';
import { containsPattern } from '../../shared/search-text';
import type { ComplexRow } from './complex-row';

export interface ComplexFilter {
  search?: string;
  accessibleForReducedMobility?: boolean;
}

/** The filter as query values: the search as a LIKE pattern, accessibility as stored (0/1). */
type FilterValues = { search: string | undefined; accessible: number | undefined };

const filterValues = (filter: ComplexFilter): FilterValues => ({
  search: filter.search ? containsPattern(filter.search) : undefined,
  accessible: filter.accessibleForReducedMobility === undefined ? undefined : filter.accessibleForReducedMobility ? 1 : 0,
});

function filtered(db: Kysely<Database>, p: Params<FilterValues>) {
  let query = db.selectFrom('complexes');
  if (p.search) query = query.where(sql<boolean>`search_text like ${p.search} escape '\\'`);
  if (p.accessible) query = query.where('accessible_for_reduced_mobility', '=', p.accessible);
  return query;
}

/** What the API shows of a complex (`search_text` is only searched). */
const COMPLEX_COLUMNS = [
  'id',
  'name',
  'description',
  'street',
  'city',
  'postal_code',
  'opening_hours',
  'number_of_elevators',
  'accessible_for_reduced_mobility',
  'parking_capacity',
  'created_at',
  'updated_at',
] as const;

// Compiled once per filter combination (docs/decisions/060-api-request-path.md).
const complexesPage = reusableQuery((db: Kysely<Database>, p: Params<FilterValues & { limit: number; offset: number }>) =>
  filtered(db, p).select(COMPLEX_COLUMNS).orderBy('name').orderBy('id').limit(p.limit).offset(p.offset),
);
const complexesCount = reusableQuery((db: Kysely<Database>, p: Params<FilterValues>) =>
  filtered(db, p).select((eb) => eb.fn.countAll<number | string>().as('total')),
);
const complexById = reusableQuery((db: Kysely<Database>, p: Params<{ id: string }>) => db.selectFrom('complexes').select(COMPLEX_COLUMNS).where('id', '=', p.id));

export async function listComplexes(db: Kysely<Database>, filter: ComplexFilter, page: PageQuery): Promise<{ rows: ComplexRow[]; total: number }> {
  const values = filterValues(filter);
  const rows = await complexesPage(db, { ...values, limit: page.limit, offset: pageOffset(page) });
  const total = await totalOf(rows.length, page, async () => Number((await complexesCount(db, values))[0]?.total ?? 0));
  return { rows, total };
}

export async function findComplex(db: Kysely<Database>, id: string): Promise<ComplexRow | undefined> {
  return (await complexById(db, { id }))[0];
}

/** The complex row, locked until the end of the transaction on PostgreSQL (SQLite holds the write lock already). */
export function lockComplex(db: Kysely<Database>, dialect: DatabaseDialect, id: string): Promise<ComplexesTable | undefined> {
  const query = db.selectFrom('complexes').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertComplex(db: Kysely<Database>, row: ComplexesTable): Promise<void> {
  await db.insertInto('complexes').values(row).execute();
}

export async function updateComplex(db: Kysely<Database>, row: ComplexesTable): Promise<void> {
  const { id, created_at: _createdAt, ...changes } = row;
  await db.updateTable('complexes').set(changes).where('id', '=', id).execute();
}

export async function countRoomsOfComplex(db: Kysely<Database>, complexId: string): Promise<number> {
  const row = await db
    .selectFrom('rooms')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('complex_id', '=', complexId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function deleteComplex(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('complexes').where('id', '=', id).execute();
}
