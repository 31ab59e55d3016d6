import type { PersonalDataSection } from '../my-data/personal-data-section';
import { familyLinksOfPerson } from './family.repository';

/** "My data": the family members I am responsible for, and the adults responsible for me (ADR 208). */
export const familyPersonalData: PersonalDataSection = {
  key: 'family',
  async collect(db, userId) {
    const { responsibleFor, responsibleAdults } = await familyLinksOfPerson(db, userId);
    return {
      responsibleFor: responsibleFor.map((row) => ({
        id: row.id,
        firstName: row.first_name,
        lastName: row.last_name,
        dateOfBirth: row.date_of_birth,
        relationship: row.relationship,
        since: row.created_at,
      })),
      responsibleAdults: responsibleAdults.map((row) => ({ id: row.id, name: row.name, relationship: row.relationship, since: row.created_at })),
    };
  },
};
