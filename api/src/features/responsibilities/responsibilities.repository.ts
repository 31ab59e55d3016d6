import type { Role } from '@club/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database, ResponsibilitiesTable } from '../../db/schema';

type Db = Kysely<Database>;

export interface ResponsibilityRow extends ResponsibilitiesTable {
  user_name: string;
  user_email: string;
  /** 1 when the person shares their e-mail with the members of their sections (ADR 140). */
  share_email: number | null;
  club_id: string;
  section_name: string;
  category_name: string | null;
}

function withNames(db: Db) {
  return db
    .selectFrom('responsibilities')
    .innerJoin('users', 'users.id', 'responsibilities.user_id')
    .innerJoin('sections', 'sections.id', 'responsibilities.section_id')
    .leftJoin('categories', 'categories.id', 'responsibilities.category_id')
    .leftJoin('member_profiles', 'member_profiles.user_id', 'responsibilities.user_id')
    .selectAll('responsibilities')
    .select([
      'users.name as user_name',
      'users.email as user_email',
      'member_profiles.share_email',
      'sections.club_id',
      'sections.name as section_name',
      'categories.name as category_name',
    ]);
}

/** Managers first, then coaches by category, each by name. */
export async function listSectionResponsibilities(db: Db, sectionId: string): Promise<ResponsibilityRow[]> {
  return withNames(db)
    .where('responsibilities.section_id', '=', sectionId)
    .orderBy('responsibilities.kind', 'desc')
    .orderBy('categories.name')
    .orderBy('users.name')
    .execute();
}

export async function listUserResponsibilities(db: Db, userId: string): Promise<ResponsibilityRow[]> {
  return withNames(db).where('responsibilities.user_id', '=', userId).orderBy('sections.name').orderBy('categories.name').execute();
}

/** The section a category belongs to (undefined for an unknown category). */
export async function sectionOfCategory(db: Db, categoryId: string): Promise<string | undefined> {
  return (await db.selectFrom('categories').select('section_id').where('id', '=', categoryId).executeTakeFirst())?.section_id;
}

export async function findResponsibility(db: Db, id: string): Promise<ResponsibilityRow | undefined> {
  return withNames(db).where('responsibilities.id', '=', id).executeTakeFirst();
}

export async function insertResponsibility(db: Db, row: ResponsibilitiesTable): Promise<void> {
  await db.insertInto('responsibilities').values(row).execute();
}

export async function deleteResponsibility(db: Db, id: string): Promise<void> {
  await db.deleteFrom('responsibilities').where('id', '=', id).execute();
}

export async function findPerson(db: Db, userId: string) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'role']).where('id', '=', userId).executeTakeFirst();
}

/** People whose name (or e-mail, `byEmail`) contains `search` (case-blind), at most 10, for the pickers. */
export async function searchPeople(db: Db, search: string, byEmail: boolean) {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const like = (column: 'name' | 'first_name' | 'last_name' | 'email') => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where((eb) => eb.or([like('name'), like('first_name'), like('last_name'), ...(byEmail ? [like('email')] : [])]))
    .orderBy('name')
    .limit(10)
    .execute();
}

/** The names of the sections each of these people belongs to, by name. */
export async function sectionNamesOf(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (userIds.length === 0) return names;
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('sections', 'sections.id', 'memberships.section_id')
    .select(['memberships.user_id', 'sections.name'])
    .distinct()
    .where('memberships.user_id', 'in', userIds)
    .orderBy('sections.name')
    .execute();
  for (const row of rows) names.set(row.user_id, [...(names.get(row.user_id) ?? []), row.name]);
  return names;
}

/** Which of these people belong to (a membership) or look after (a responsibility) one of these sections. */
export async function peopleOfSections(db: Db, userIds: string[], sectionIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0 || sectionIds.length === 0) return new Set();
  const through = (link: 'memberships' | 'responsibilities') =>
    db.selectFrom(link).select('user_id').where('user_id', 'in', userIds).where('section_id', 'in', sectionIds).execute();
  const [joined, looked] = await Promise.all([through('memberships'), through('responsibilities')]);
  return new Set([...joined, ...looked].map((row) => row.user_id));
}

/** The kinds of responsibility the user still holds. */
export async function responsibilityKinds(db: Db, userId: string): Promise<Set<ResponsibilitiesTable['kind']>> {
  const rows = await db.selectFrom('responsibilities').select('kind').where('user_id', '=', userId).execute();
  return new Set(rows.map((row) => row.kind));
}

export async function setRole(db: Db, userId: string, role: Role, now: string): Promise<void> {
  await db.updateTable('users').set({ role, updated_at: now }).where('id', '=', userId).execute();
}

/** Does `userId` hold this responsibility over that section (a manager) or category (a coach)? */
async function holds(db: Db, userId: string, kind: 'section_manager' | 'coach', scope: 'section_id' | 'category_id', id: string): Promise<boolean> {
  const row = await db.selectFrom('responsibilities').select('id').where('user_id', '=', userId).where('kind', '=', kind).where(scope, '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Is `userId` a section manager of `sectionId`? */
export const managesSection = (db: Db, userId: string, sectionId: string) => holds(db, userId, 'section_manager', 'section_id', sectionId);

/** Is `userId` a coach of `categoryId`? */
export const coachesCategory = (db: Db, userId: string, categoryId: string) => holds(db, userId, 'coach', 'category_id', categoryId);

/** The sections `userId` manages. */
export async function managedSectionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('responsibilities').select('section_id').where('user_id', '=', userId).where('kind', '=', 'section_manager').execute();
  return rows.map((row) => row.section_id);
}

/** The categories `userId` coaches. */
export async function coachedCategoryIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('responsibilities')
    .select('category_id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'coach')
    .where('category_id', 'is not', null)
    .execute();
  return rows.flatMap((row) => (row.category_id ? [row.category_id] : []));
}
