import { ageOn, FAMILY_ADULT_AGE, isFamilyAddress, type FamilyRelationship, type ResponsibleAdult } from '@club/contracts';
import type { Db } from '../../shared/service-context';
import { recordAudit } from '../audit/audit.service';
import { deletePeople, familyMembersWithoutAdult, guardianNamesOf } from './family-lifecycle.repository';
import { responsibleAdultsOf } from './family.repository';

/**
 * What the rest of the API knows of families (ADR 210): the other features read family links through these
 * functions, never through the family repository.
 */

interface PersonAge {
  id: string;
  dateOfBirth: string | null;
}

const isMinor = (person: PersonAge, now: Date) => person.dateOfBirth !== null && ageOn(person.dateOfBirth, now) < FAMILY_ADULT_AGE;

/**
 * The adults responsible for those of these people who are minors, with their contact, for the staff of the
 * person's section. A person of age (or without a link) has none: they are their own contact.
 */
export async function responsibleAdultsOfMinors(db: Db, people: readonly PersonAge[], now: Date): Promise<Map<string, ResponsibleAdult[]>> {
  const minors = people.filter((person) => isMinor(person, now)).map((person) => person.id);
  const rows = await responsibleAdultsOf(db, [...new Set(minors)]);
  const byPerson = new Map<string, ResponsibleAdult[]>();
  for (const row of rows) {
    const adults = byPerson.get(row.person_id) ?? [];
    adults.push({
      name: row.name,
      email: isFamilyAddress(row.email) ? null : row.email,
      phone: row.phone,
      relationship: row.relationship as FamilyRelationship,
    });
    byPerson.set(row.person_id, adults);
  }
  return byPerson;
}

/** Whether `adultId` is one of the adults responsible for `personId` (at any age: a reviewer never decides for their family). */
export async function isResponsibleFor(db: Db, adultId: string, personId: string): Promise<boolean> {
  return (await responsibleAdultsOf(db, [personId])).some((adult) => adult.guardian_id === adultId);
}

/** The names of the adults each of these people is linked to (the admin's list of accounts). */
export async function familyAdultNames(db: Db, personIds: readonly string[]): Promise<Map<string, string[]>> {
  const byPerson = new Map<string, string[]>();
  for (const row of await guardianNamesOf(db, personIds)) byPerson.set(row.person_id, [...(byPerson.get(row.person_id) ?? []), row.name]);
  return byPerson;
}

/**
 * Deletes the family members without a login whom no adult is responsible for any more: once their last
 * adult's account is deleted (by themselves or an admin), their data goes with it, each deletion audited.
 */
export async function deleteFamilyMembersLeftAlone(db: Db, now: Date): Promise<number> {
  const alone = await familyMembersWithoutAdult(db);
  if (alone.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    await deletePeople(
      trx,
      alone.map((person) => person.id),
    );
    for (const person of alone) {
      await recordAudit(trx, now, {
        action: 'family.remove',
        actor: null,
        target: { id: person.id, label: `${person.name} (membre de la famille)` },
        details: { reason: "Compte de l'adulte responsable supprimé" },
      });
    }
  });
  return alone.length;
}
