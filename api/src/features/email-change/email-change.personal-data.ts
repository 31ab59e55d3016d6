import type { PersonalDataSection } from '../my-data/personal-data-section';

/** "My data": my changes of e-mail address and what became of them — never the links' token hashes. */
export const emailChangesPersonalData: PersonalDataSection = {
  key: 'emailChanges',
  collect: (db, userId) =>
    db
      .selectFrom('email_changes')
      .select(['old_email as oldEmail', 'new_email as newEmail', 'requested_at as requestedAt', 'confirmed_at as confirmedAt', 'undone_at as undoneAt'])
      .where('user_id', '=', userId)
      .orderBy('requested_at')
      .execute(),
};
