import type { PageQuery } from '@club/contracts';
import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database';
import type { ComplexesTable, Database } from '../../db/schema';
import { pageOffset, totalOf } from '../../shared/paging';
import { containsPattern } from '../../shared/search-text';

export interface ComplexFilter {
  search?: string;
  accessibleForReducedMobility?: boolean;
}

function filtered(db: Kysely<Database>, filter: ComplexFilter) {
  let query = db.selectFrom('complexes');
  if (filter.search) query = query.where(sql<boolean>`search_text like ${containsPattern(filter.search)} escape '\\'`);
  if (filter.accessibleForReducedMobility !== undefined) {
    query = query.where('accessible_for_reduced_mobility', '=', filter.accessibleForReducedMobility ? 1 : 0);
  }
  return query;
}

export async function listComplexes(db: Kysely<Database>, filter: ComplexFilter, page: PageQuery) {
  const rows = await filtered(db, filter).selectAll().orderBy('name').orderBy('id').limit(page.limit).offset(pageOffset(page)).execute();
  const total = await totalOf(rows.length, page, async () =>
    Number((await filtered(db, filter).select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow()).total),
  );
  return { rows, total };
}

export function findComplex(db: Kysely<Database>, id: string): Promise<ComplexesTable | undefined> {
  return db.selectFrom('complexes').selectAll().where('id', '=', id).executeTakeFirst();
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
