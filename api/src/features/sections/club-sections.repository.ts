import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database';
import type { Database, SectionsTable } from '../../db/schema';
import { pageOffset, totalOf } from '../../shared/paging';
import { containsPattern, normalizeSearchText } from '../../shared/search-text';

type Db = Kysely<Database>;
export type ClubSectionRow = Omit<SectionsTable, 'search_text'> & { club_name: string; category_count: number | string; member_count: number | string };

export interface ClubSectionFilter {
  clubId: string;
  search?: string | undefined;
  sport?: string | undefined;
}

function filtered(db: Db, filter: ClubSectionFilter) {
  let query = db.selectFrom('sections').innerJoin('clubs', 'clubs.id', 'sections.club_id').where('sections.club_id', '=', filter.clubId);
  if (filter.search) query = query.where(sql<boolean>`sections.search_text like ${containsPattern(filter.search)} escape '\\'`);
  if (filter.sport) query = query.where(sql<boolean>`sections.search_text like ${containsPattern(filter.sport)} escape '\\'`);
  return query;
}

function selectSection<Query extends ReturnType<typeof filtered>>(query: Query) {
  return query.select([
    'sections.id',
    'sections.club_id',
    'clubs.name as club_name',
    'sections.name',
    'sections.description',
    'sections.sport',
    'sections.season_fee_cents',
    'sections.contact_name',
    'sections.contact_email',
    'sections.contact_phone',
    'sections.created_at',
    'sections.updated_at',
    (eb) =>
      eb
        .selectFrom('categories')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('categories.section_id', '=', 'sections.id')
        .as('category_count'),
    (eb) =>
      eb
        .selectFrom('memberships')
        .select((inner) => inner.fn.count<number | string>('memberships.user_id').distinct().as('n'))
        .whereRef('memberships.section_id', '=', 'sections.id')
        .as('member_count'),
  ]);
}

export async function listClubSections(
  db: Db,
  filter: ClubSectionFilter,
  page: { page: number; limit: number },
): Promise<{ rows: ClubSectionRow[]; total: number }> {
  const rows = (await selectSection(filtered(db, filter))
    .orderBy('sections.name')
    .orderBy('sections.id')
    .limit(page.limit)
    .offset(pageOffset(page))
    .execute()) as ClubSectionRow[];
  const total = await totalOf(rows.length, page, async () => {
    const row = await filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  });
  return { rows, total };
}

export async function findClubSection(db: Db, clubId: string, sectionId: string): Promise<ClubSectionRow | undefined> {
  return (await selectSection(filtered(db, { clubId })).where('sections.id', '=', sectionId).executeTakeFirst()) as ClubSectionRow | undefined;
}

export function lockSection(db: Db, dialect: DatabaseDialect, clubId: string, sectionId: string): Promise<SectionsTable | undefined> {
  const query = db.selectFrom('sections').selectAll().where('id', '=', sectionId).where('club_id', '=', clubId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export const sectionSearchText = (fields: Pick<SectionsTable, 'name' | 'sport' | 'description'>) =>
  normalizeSearchText(fields.name, fields.sport, fields.description);

export async function insertSection(db: Db, row: SectionsTable): Promise<void> {
  await db.insertInto('sections').values(row).execute();
}

export async function updateSection(db: Db, row: SectionsTable): Promise<void> {
  const { id, created_at: _createdAt, club_id: _clubId, ...changes } = row;
  await db.updateTable('sections').set(changes).where('id', '=', id).execute();
}

export async function dependentsOfSection(db: Db, sectionId: string): Promise<{ categories: number; members: number }> {
  const categories = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('section_id', '=', sectionId)
    .executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.count<number | string>('user_id').distinct().as('n'))
    .where('section_id', '=', sectionId)
    .executeTakeFirstOrThrow();
  return { categories: Number(categories.n), members: Number(members.n) };
}

export async function deleteSection(db: Db, sectionId: string): Promise<void> {
  await db.deleteFrom('sections').where('id', '=', sectionId).execute();
}
