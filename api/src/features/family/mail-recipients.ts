import { ageOn, FAMILY_ADULT_AGE, isFamilyAddress } from '@club/contracts';
import type { Db } from '../../shared/service-context';
import { responsibleAdultsOf } from './family.repository';

/** One address a mail about a person goes to; `about` names the family member when the reader is their adult. */
export interface MailRecipient {
  email: string;
  firstName: string;
  about: string | null;
}

interface Person {
  id: string;
  email: string;
  firstName: string | null;
  name: string;
  dateOfBirth: string | null;
}

/**
 * Who reads the club's mail about a person (ADR 208): the person at their own address, and while they are a
 * minor the adults responsible for them. A family member without a login has no address: only their adults.
 */
export async function mailRecipientsOf(db: Db, person: Person, now: Date): Promise<MailRecipient[]> {
  const own = isFamilyAddress(person.email) ? [] : [{ email: person.email, firstName: person.firstName ?? person.name, about: null }];
  const minor = person.dateOfBirth !== null && ageOn(person.dateOfBirth, now) < FAMILY_ADULT_AGE;
  if (!minor && own.length > 0) return own;
  const adults = await responsibleAdultsOf(db, [person.id]);
  return [...own, ...adults.map((adult) => ({ email: adult.email, firstName: adult.first_name ?? adult.name, about: person.firstName ?? person.name }))];
}
