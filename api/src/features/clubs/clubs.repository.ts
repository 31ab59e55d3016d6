import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from '../../db/database';
import type { ClubsTable, Database } from '../../db/schema';
import { pageOffset, totalOf } from '../../shared/paging';
import { containsPattern } from '../../shared/search-text';

type Db = Kysely<Database>;
export type ClubRow = Omit<ClubsTable, 'search_text'> & { section_count: number | string };

function filtered(db: Db, search: string | undefined) {
  let query = db.selectFrom('clubs');
  if (search) query = query.where(sql<boolean>`clubs.search_text like ${containsPattern(search)} escape '\\'`);
  return query;
}

function withSectionCount(db: Db, search: string | undefined) {
  return filtered(db, search).select([
    'clubs.id',
    'clubs.name',
    'clubs.description',
    'clubs.contact_email',
    'clubs.contact_phone',
    'clubs.address',
    'clubs.logo_url',
    'clubs.created_at',
    'clubs.updated_at',
    (eb) =>
      eb
        .selectFrom('sections')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('sections.club_id', '=', 'clubs.id')
        .as('section_count'),
  ]);
}

export async function listClubs(db: Db, query: { search?: string | undefined; page: number; limit: number }): Promise<{ rows: ClubRow[]; total: number }> {
  const rows = (await withSectionCount(db, query.search)
    .orderBy('clubs.name')
    .orderBy('clubs.id')
    .limit(query.limit)
    .offset(pageOffset(query))
    .execute()) as ClubRow[];
  const total = await totalOf(rows.length, query, async () => {
    const row = await filtered(db, query.search)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  });
  return { rows, total };
}

export async function findClub(db: Db, id: string): Promise<ClubRow | undefined> {
  return (await withSectionCount(db, undefined).where('clubs.id', '=', id).executeTakeFirst()) as ClubRow | undefined;
}

export function lockClub(db: Db, dialect: DatabaseDialect, id: string): Promise<ClubsTable | undefined> {
  const query = db.selectFrom('clubs').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertClub(db: Db, row: ClubsTable): Promise<void> {
  await db.insertInto('clubs').values(row).execute();
}

export async function updateClub(db: Db, row: ClubsTable): Promise<void> {
  const { id, created_at: _createdAt, ...changes } = row;
  await db.updateTable('clubs').set(changes).where('id', '=', id).execute();
}

/** What a deletion of the club would take with it: its sections and their members. */
export async function dependentsOfClub(db: Db, clubId: string): Promise<{ sections: number; members: number }> {
  const sections = await db
    .selectFrom('sections')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('club_id', '=', clubId)
    .executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('memberships')
    .innerJoin('sections', 'sections.id', 'memberships.section_id')
    .select((eb) => eb.fn.count<number | string>('memberships.user_id').distinct().as('n'))
    .where('sections.club_id', '=', clubId)
    .executeTakeFirstOrThrow();
  return { sections: Number(sections.n), members: Number(members.n) };
}

export async function deleteClub(db: Db, id: string): Promise<void> {
  await db.deleteFrom('clubs').where('id', '=', id).execute();
}
