import type { Kysely } from 'kysely';
import type { Database, MemberProfilesTable } from '../../db/schema';

export async function findMemberProfile(db: Kysely<Database>, userId: string): Promise<MemberProfilesTable | undefined> {
  return db.selectFrom('member_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The emergency contact of the newest application: the profile's fallback until the member saves one. */
export async function findApplicationEmergencyContact(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('applications')
    .select(['emergency_contact_name', 'emergency_contact_phone'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function userExists(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

/** One row per user: inserted on the first save, replaced afterwards (same statement on both engines). */
export async function saveMemberProfile(db: Kysely<Database>, row: MemberProfilesTable): Promise<void> {
  const { user_id: _userId, ...changes } = row;
  await db
    .insertInto('member_profiles')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
}
