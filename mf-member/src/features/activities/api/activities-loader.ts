import { calendarFeedQueryOptions, myAttendanceQueryOptions, mySessionsQueryOptions } from '@club/api-client';
import { requireSession } from '@club/auth';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';
import { readCalendarSearch } from '../calendar-period';

/** /dashboard/activities?vue&date: my sessions of the week or month shown, my attendance, my iCal feed. */
export async function activitiesLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireSession(request);
  const period = readCalendarSearch(new URL(request.url).searchParams, new Date());
  const queryClient = getAppQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(mySessionsQueryOptions({ startDate: period.startDate, endDate: period.endDate })),
    queryClient.ensureQueryData(myAttendanceQueryOptions()),
    queryClient.ensureQueryData(calendarFeedQueryOptions()),
  ]);
  return null;
}
