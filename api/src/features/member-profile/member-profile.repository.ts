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

export async function findIdentity(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['email', 'first_name', 'last_name', 'phone', 'date_of_birth', 'image']).where('id', '=', userId).executeTakeFirst();
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
