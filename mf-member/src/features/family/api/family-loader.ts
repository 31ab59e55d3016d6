import { calendarFeedQueryOptions, familyQueryOptions } from '@club/api-client';
import { displayFirstName, isSubjectToOnboarding, requireSession } from '@club/auth';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';
import { calendarPeople, hasFamilyFeed } from '../family-calendar-people';
import { familyAttendanceQueryOptions, familySessionsQueryOptions } from './family-calendar-queries';

/** /dashboard/family: the family, then the calendar and the attendance of everyone who has sessions, and the family's iCal feed. */
export async function familyLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const session = await requireSession(request);
  const queryClient = getAppQueryClient();
  const family = await queryClient.ensureQueryData(familyQueryOptions());
  const isMember = !isSubjectToOnboarding(session.user.role);
  const people = calendarPeople({ firstName: displayFirstName(session.user), isMember }, family);
  const reads: Promise<unknown>[] = [];
  if (people.length > 0)
    reads.push(queryClient.ensureQueryData(familySessionsQueryOptions(people)), queryClient.ensureQueryData(familyAttendanceQueryOptions(people)));
  if (hasFamilyFeed(isMember, family)) reads.push(queryClient.ensureQueryData(calendarFeedQueryOptions()));
  await Promise.all(reads);
  return null;
}
