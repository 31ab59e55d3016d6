import type { Kysely } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';

export type ProfileRow = Pick<UsersTable, 'id' | 'email' | 'name' | 'role' | 'first_name' | 'last_name' | 'phone' | 'date_of_birth'>;

export async function findProfile(db: Kysely<Database>, userId: string): Promise<ProfileRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'role', 'first_name', 'last_name', 'phone', 'date_of_birth'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  fields: Pick<UsersTable, 'name' | 'first_name' | 'last_name' | 'phone' | 'date_of_birth' | 'updated_at'>,
): Promise<void> {
  await db.updateTable('users').set(fields).where('id', '=', userId).execute();
}

export async function listMembershipRows(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('memberships as m')
    .innerJoin('sections as s', 's.id', 'm.section_id')
    .innerJoin('categories as c', 'c.id', 'm.category_id')
    .select(['m.id', 'm.section_id', 's.name as section_name', 'm.category_id', 'c.name as category_name', 'm.created_at'])
    .where('m.user_id', '=', userId)
    .orderBy('s.name')
    .orderBy('c.name')
    .execute();
}
