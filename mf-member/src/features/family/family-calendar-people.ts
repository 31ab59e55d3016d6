import type { FamilyMember } from '@club/contracts';

/** Someone of the family calendar: the adult (no `personId`) or a child; `firstName` labels each entry. */
export interface CalendarPerson {
  personId?: string;
  firstName: string;
}

/** A family member whose sessions the adult reads: still under their care (under 18) and in a section (the API reads members' sessions only). */
const hasSessionsToRead = (person: FamilyMember) => person.managed && person.memberships.length > 0;

/** The adult first when a member, then each child in a section, in the family's order. */
export function calendarPeople(adult: { firstName: string; isMember: boolean }, family: readonly FamilyMember[]): CalendarPerson[] {
  const children = family.filter(hasSessionsToRead).map((person) => ({ personId: person.id, firstName: person.firstName }));
  return adult.isMember ? [{ firstName: adult.firstName }, ...children] : children;
}

/** Who has the family's iCal feed (ADR 208): a member, or an adult with a family member under 18. */
export const hasFamilyFeed = (isMember: boolean, family: readonly FamilyMember[]) => isMember || family.some((person) => person.managed);
