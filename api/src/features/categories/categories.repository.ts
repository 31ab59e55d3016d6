import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database';
import type { CategoriesTable, CategoryGender, Database } from '../../db/schema';
import { pageOffset, totalOf } from '../../shared/paging';
import { normalizeSearchText } from '../../shared/search-text';

type Db = Kysely<Database>;
export type ClubCategoryRow = CategoriesTable & { club_id: string; section_name: string; member_count: number | string };

export interface ClubCategoryFilter {
  clubId: string;
  search?: string | undefined;
  sectionId?: string | undefined;
  gender?: CategoryGender | undefined;
}

function filtered(db: Db, filter: ClubCategoryFilter) {
  let query = db.selectFrom('categories').innerJoin('sections', 'sections.id', 'categories.section_id').where('sections.club_id', '=', filter.clubId);
  if (filter.sectionId) query = query.where('categories.section_id', '=', filter.sectionId);
  if (filter.gender) query = query.where('categories.gender', '=', filter.gender);
  return query;
}

function selectCategory<Query extends ReturnType<typeof filtered>>(query: Query) {
  return query.selectAll('categories').select([
    'sections.club_id',
    'sections.name as section_name',
    (eb) =>
      eb
        .selectFrom('memberships')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('memberships.category_id', '=', 'categories.id')
        .as('member_count'),
  ]);
}

/**
 * A club has tens of categories, not thousands: a name search filters them here with the app's accent-blind
 * normalisation (categories carry no search column), then pages them.
 */
async function searchClubCategories(db: Db, filter: ClubCategoryFilter & { search: string }, page: { page: number; limit: number }) {
  const needle = normalizeSearchText(filter.search);
  const all = (await selectCategory(filtered(db, filter))
    .orderBy('sections.name')
    .orderBy('categories.created_at')
    .orderBy('categories.name')
    .execute()) as ClubCategoryRow[];
  const matching = all.filter((row) => normalizeSearchText(row.name, row.section_name).includes(needle));
  return { rows: matching.slice(pageOffset(page), pageOffset(page) + page.limit), total: matching.length };
}

export async function listClubCategories(
  db: Db,
  filter: ClubCategoryFilter,
  page: { page: number; limit: number },
): Promise<{ rows: ClubCategoryRow[]; total: number }> {
  if (filter.search) return searchClubCategories(db, { ...filter, search: filter.search }, page);
  const rows = (await selectCategory(filtered(db, filter))
    .orderBy('sections.name')
    .orderBy('categories.created_at')
    .orderBy('categories.name')
    .limit(page.limit)
    .offset(pageOffset(page))
    .execute()) as ClubCategoryRow[];
  const total = await totalOf(rows.length, page, async () => {
    const row = await filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  });
  return { rows, total };
}

export async function findClubCategory(db: Db, clubId: string, categoryId: string): Promise<ClubCategoryRow | undefined> {
  return (await selectCategory(filtered(db, { clubId })).where('categories.id', '=', categoryId).executeTakeFirst()) as ClubCategoryRow | undefined;
}

export function lockCategory(db: Db, dialect: DatabaseDialect, categoryId: string): Promise<CategoriesTable | undefined> {
  const query = db.selectFrom('categories').selectAll().where('id', '=', categoryId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertCategory(db: Db, row: CategoriesTable): Promise<void> {
  await db.insertInto('categories').values(row).execute();
}

export async function updateCategory(db: Db, row: CategoriesTable): Promise<void> {
  const { id, created_at: _createdAt, section_id: _sectionId, ...changes } = row;
  await db.updateTable('categories').set(changes).where('id', '=', id).execute();
}

/** The rows of `table` that belong to the category (its members, coaches, training sessions). */
async function countOfCategory(db: Db, table: 'memberships' | 'responsibilities' | 'training_sessions', categoryId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const countMembers = (db: Db, categoryId: string) => countOfCategory(db, 'memberships', categoryId);
export const countCoaches = (db: Db, categoryId: string) => countOfCategory(db, 'responsibilities', categoryId);
export const countSessions = (db: Db, categoryId: string) => countOfCategory(db, 'training_sessions', categoryId);

export async function deleteCategory(db: Db, categoryId: string): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', categoryId).execute();
}
