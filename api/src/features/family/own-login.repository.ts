import type { Db } from '../../shared/service-context';

const hasPassword = (db: Db, personId: string) =>
  db.selectFrom('accounts').select('accounts.id').where('accounts.user_id', '=', personId).where('accounts.provider_id', '=', 'credential');

/**
 * The adult who gave this family member their own login, while the person has chosen no password yet: the
 * reset link better-auth mails them is then an invitation (ADR 208). Undefined for anyone else.
 */
export async function pendingOwnLogin(db: Db, personId: string): Promise<{ guardianName: string; dateOfBirth: string | null } | undefined> {
  const row = await db
    .selectFrom('family_links as f')
    .innerJoin('users as g', 'g.id', 'f.guardian_id')
    .innerJoin('users as p', 'p.id', 'f.person_id')
    .select(['g.name as guardianName', 'p.date_of_birth as dateOfBirth'])
    .where('f.person_id', '=', personId)
    .where((eb) => eb.not(eb.exists(hasPassword(db, personId))))
    .orderBy('f.created_at')
    .executeTakeFirst();
  return row;
}

/**
 * A family member's address counts as confirmed once they have followed the link mailed to it: their adult typed
 * it, and better-auth's sign-in refuses an unconfirmed one (`requireEmailVerification`) with no other way to
 * confirm it (ADR 208).
 */
export async function confirmFamilyMemberAddress(db: Db, personId: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified: 1, updated_at: now })
    .where('id', '=', personId)
    .where('email_verified', '=', 0)
    .where((eb) => eb.exists(eb.selectFrom('family_links').select('family_links.person_id').where('family_links.person_id', '=', personId)))
    .execute();
}
