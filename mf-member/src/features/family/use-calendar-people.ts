import { displayFirstName, isSubjectToOnboarding, useSession } from '@club/auth';
import type { FamilyMember } from '@club/contracts';
import { useMemo } from 'react';
import { calendarPeople, type CalendarPerson } from './family-calendar-people';

/** The people of the family calendar, as the loader reads them: the signed-in adult when a member, then each child in a section. */
export function useCalendarPeople(family: readonly FamilyMember[]): CalendarPerson[] {
  const { session } = useSession();
  return useMemo(
    () => (session ? calendarPeople({ firstName: displayFirstName(session.user), isMember: !isSubjectToOnboarding(session.user.role) }, family) : []),
    [session, family],
  );
}
