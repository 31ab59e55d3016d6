import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The sections a person belongs to or looks after (a membership, or a responsibility: section manager,
 * coach of one of its categories), once each, by name.
 */
export async function listOwnSections(db: Kysely<Database>, userId: string) {
  const sectionsThrough = (link: 'memberships' | 'responsibilities') =>
    db.selectFrom(link).innerJoin('sections as s', 's.id', 'section_id').select(['s.id', 's.name']).distinct().where('user_id', '=', userId).execute();
  const [joined, looked] = await Promise.all([sectionsThrough('memberships'), sectionsThrough('responsibilities')]);
  const byId = new Map([...joined, ...looked].map((section) => [section.id, section]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

export async function listAllSections(db: Kysely<Database>) {
  return db.selectFrom('sections').select(['id', 'name']).orderBy('name').execute();
}

/** The sections whose staff `userId` is (ADR 210): those they manage and those of the categories they coach. */
export async function staffSectionIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('responsibilities').select('section_id').distinct().where('user_id', '=', userId).execute();
  return rows.map((row) => row.section_id);
}

interface DirectoryFilters {
  sectionIds: string[];
  search?: string | undefined;
  /**
   * Minors (born after `bornAfter`) are listed only with a membership in one of `minorSectionIds`, the
   * viewer's staff sections, or when they are the viewer (ADR 210); absent for an admin, who sees everyone.
   */
  minors?: { bornAfter: string; minorSectionIds: string[]; viewerId: string };
}

/** People with at least one membership in the given sections, matching the search. */
function people(db: Kysely<Database>, { sectionIds, search, minors }: DirectoryFilters) {
  let query = db
    .selectFrom('users as u')
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('memberships as m').select('m.id').whereRef('m.user_id', '=', 'u.id').where('m.section_id', 'in', sectionIds)),
    );
  if (minors) {
    const staffed = minors.minorSectionIds.filter((id) => sectionIds.includes(id));
    query = query.where((eb) =>
      eb.or([
        eb('u.date_of_birth', 'is', null),
        eb('u.date_of_birth', '<=', minors.bornAfter),
        eb('u.id', '=', minors.viewerId),
        ...(staffed.length > 0
          ? [
              eb.exists(
                eb.selectFrom('memberships as staffed').select('staffed.id').whereRef('staffed.user_id', '=', 'u.id').where('staffed.section_id', 'in', staffed),
              ),
            ]
          : []),
      ]),
    );
  }
  if (search) {
    const pattern = likePattern(search);
    const like = (column: 'u.name' | 'u.first_name' | 'u.last_name') => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    query = query.where((eb) => eb.or([like('u.name'), like('u.first_name'), like('u.last_name')]));
  }
  return query;
}

export async function listDirectoryPeople(db: Kysely<Database>, filters: DirectoryFilters, page: { offset: number; limit: number }) {
  return people(db, filters)
    .leftJoin('member_profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.name',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone',
      'u.role',
      'u.date_of_birth',
      'p.share_email',
      'p.share_phone',
      'p.emergency_contact_name',
      'p.emergency_contact_phone',
    ])
    .orderBy(sql`lower(coalesce(u.last_name, u.name))`)
    .orderBy(sql`lower(coalesce(u.first_name, ''))`)
    .orderBy('u.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countDirectoryPeople(db: Kysely<Database>, filters: DirectoryFilters): Promise<number> {
  const row = await people(db, filters)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The memberships of these people in these sections, for the "section / category" column. */
export async function listDirectoryMemberships(db: Kysely<Database>, userIds: string[], sectionIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('memberships as m')
    .innerJoin('sections as s', 's.id', 'm.section_id')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .select(['m.user_id', 'm.section_id', 'm.category_id', 's.name as section_name', 'c.name as category_name'])
    .where('m.user_id', 'in', userIds)
    .where('m.section_id', 'in', sectionIds)
    .orderBy('s.name')
    .orderBy('c.name')
    .execute();
}

/** The newest application's emergency contact of each of these people (the profile's fallback). */
export async function listApplicationEmergencyContacts(db: Kysely<Database>, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('applications')
    .select(['user_id', 'emergency_contact_name', 'emergency_contact_phone', 'created_at'])
    .where('user_id', 'in', userIds)
    .orderBy('created_at', 'desc')
    .execute();
}
