import type { Role } from '@club/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database, ResponsibilitiesTable } from '../../db/schema';

type Db = Kysely<Database>;

export interface ResponsibilityRow extends ResponsibilitiesTable {
  user_name: string;
  user_email: string;
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
    .selectAll('responsibilities')
    .select(['users.name as user_name', 'users.email as user_email', 'sections.club_id', 'sections.name as section_name', 'categories.name as category_name']);
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

/** People whose name or e-mail contains `search` (case-blind), at most 10, for the pickers. */
export async function searchPeople(db: Db, search: string) {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role'])
    .where(sql<boolean>`(lower(name) like ${pattern} escape '\\' or lower(email) like ${pattern} escape '\\')`)
    .orderBy('name')
    .limit(10)
    .execute();
}

/** The kinds of responsibility the user still holds. */
export async function responsibilityKinds(db: Db, userId: string): Promise<Set<ResponsibilitiesTable['kind']>> {
  const rows = await db.selectFrom('responsibilities').select('kind').where('user_id', '=', userId).execute();
  return new Set(rows.map((row) => row.kind));
}

export async function setRole(db: Db, userId: string, role: Role, now: string): Promise<void> {
  await db.updateTable('users').set({ role, updated_at: now }).where('id', '=', userId).execute();
}
