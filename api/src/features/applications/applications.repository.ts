import type { Kysely } from 'kysely';
import type { ApplicationsTable, Database, MembershipsTable, UsersTable } from '../../db/schema';

export type ApplicantRow = Pick<UsersTable, 'id' | 'email' | 'role' | 'first_name' | 'last_name' | 'phone' | 'date_of_birth'>;

export async function findApplicant(db: Kysely<Database>, userId: string): Promise<ApplicantRow | undefined> {
  return db.selectFrom('users').select(['id', 'email', 'role', 'first_name', 'last_name', 'phone', 'date_of_birth']).where('id', '=', userId).executeTakeFirst();
}

/** The category if it exists and belongs to the section, with both names (for the e-mails) and its ages. */
export async function findSectionCategory(db: Kysely<Database>, sectionId: string, categoryId: string) {
  return db
    .selectFrom('categories as c')
    .innerJoin('sections as s', 's.id', 'c.section_id')
    .select(['s.id as section_id', 's.name as section_name', 'c.id as category_id', 'c.name as category_name', 'c.min_age', 'c.max_age'])
    .where('c.id', '=', categoryId)
    .where('s.id', '=', sectionId)
    .executeTakeFirst();
}

export async function sectionExists(db: Kysely<Database>, sectionId: string): Promise<boolean> {
  return (await db.selectFrom('sections').select('id').where('id', '=', sectionId).executeTakeFirst()) !== undefined;
}

export async function hasPendingApplication(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('applications').select('id').where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirst();
  return row !== undefined;
}

export async function insertApplication(db: Kysely<Database>, row: ApplicationsTable): Promise<void> {
  await db.insertInto('applications').values(row).execute();
}

/** Records the decision only if the application is still pending; false when someone decided first. */
export async function decidePendingApplication(
  db: Kysely<Database>,
  id: string,
  decision: Pick<ApplicationsTable, 'status' | 'review_comments' | 'reviewer_id' | 'reviewed_at'>,
): Promise<boolean> {
  const result = await db.updateTable('applications').set(decision).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertMembershipIfAbsent(db: Kysely<Database>, row: MembershipsTable): Promise<void> {
  const existing = await db.selectFrom('memberships').select('id').where('user_id', '=', row.user_id).where('category_id', '=', row.category_id).executeTakeFirst();
  if (!existing) await db.insertInto('memberships').values(row).execute();
}

/** `user` becomes `member`; coaches, section managers and admins keep their role. */
export async function promoteUserToMember(db: Kysely<Database>, userId: string, now: string): Promise<void> {
  await db.updateTable('users').set({ role: 'member', updated_at: now }).where('id', '=', userId).where('role', '=', 'user').execute();
}

/** The sections a person belongs to (one row per section, with its name). */
export async function sectionsOfMember(db: Kysely<Database>, userId: string): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom('memberships as m')
    .innerJoin('sections as s', 's.id', 'm.section_id')
    .select(['s.id', 's.name'])
    .distinct()
    .where('m.user_id', '=', userId)
    .execute();
}

/** The section's name if the person has a pending application to it. */
export async function pendingApplicationSection(db: Kysely<Database>, userId: string, sectionId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('applications as a')
    .innerJoin('sections as s', 's.id', 'a.section_id')
    .select('s.name')
    .where('a.user_id', '=', userId)
    .where('a.section_id', '=', sectionId)
    .where('a.status', '=', 'pending')
    .executeTakeFirst();
  return row?.name;
}

/** Each person's memberships with their dates: what they already were when they applied. */
export async function membershipsOf(db: Kysely<Database>, userIds: readonly string[]): Promise<{ user_id: string; section_name: string; created_at: string }[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('memberships as m')
    .innerJoin('sections as s', 's.id', 'm.section_id')
    .select(['m.user_id', 's.name as section_name', 'm.created_at'])
    .where('m.user_id', 'in', userIds)
    .orderBy('s.name')
    .execute();
}
