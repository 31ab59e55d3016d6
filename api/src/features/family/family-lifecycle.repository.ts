import { FAMILY_ADDRESS_DOMAIN } from '@club/contracts';
import type { Db } from '../../shared/service-context';

/**
 * Family members without a login whom no adult is responsible for any more: their last adult's account was
 * deleted (the link went with it, ADR 210). Nobody can sign in as them nor act for them.
 */
export async function familyMembersWithoutAdult(db: Db) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.name'])
    .where('u.email', 'like', `%@${FAMILY_ADDRESS_DOMAIN}`)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('family_links as f').select('f.person_id').whereRef('f.person_id', '=', 'u.id'))))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('accounts as a').select('a.id').whereRef('a.user_id', '=', 'u.id'))))
    .orderBy('u.id')
    .execute();
}

export async function deletePeople(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('users').where('id', 'in', ids).execute();
}

/** The adults each of these people is linked to, whatever their age (the admin's list names them). */
export async function guardianNamesOf(db: Db, personIds: readonly string[]) {
  if (personIds.length === 0) return [];
  return db
    .selectFrom('family_links as f')
    .innerJoin('users as g', 'g.id', 'f.guardian_id')
    .select(['f.person_id', 'g.name'])
    .where('f.person_id', 'in', personIds)
    .orderBy('f.created_at')
    .execute();
}
