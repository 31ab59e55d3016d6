import type { PersonalDataSection } from '../my-data/personal-data-section';
import { emailChangesOfPerson } from './email-change.repository';

/** "My data": my changes of e-mail address and what became of them — never the links' token hashes. */
export const emailChangesPersonalData: PersonalDataSection = {
  key: 'emailChanges',
  collect: (db, userId) => emailChangesOfPerson(db, userId),
};
