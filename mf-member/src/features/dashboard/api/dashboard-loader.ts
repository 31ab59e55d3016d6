import { myApplicationsQueryOptions, myBookingsQueryOptions, myMembershipsQueryOptions, mySessionsQueryOptions, wallQueryOptions } from '@club/api-client';
import { requireSession } from '@club/auth';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';
import { upcomingWindow } from '../components/upcoming';

/**
 * /dashboard/: the shell's protected layout already requires a session (this also covers the remote
 * running alone); warms what the page reads (memberships, applications, next sessions, bookings, latest articles).
 */
export async function dashboardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireSession(request);
  const queryClient = getAppQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(myMembershipsQueryOptions()),
    queryClient.ensureQueryData(myApplicationsQueryOptions()),
    queryClient.ensureQueryData(mySessionsQueryOptions(upcomingWindow(new Date()))),
    queryClient.ensureQueryData(myBookingsQueryOptions()),
    queryClient.ensureQueryData(wallQueryOptions()),
  ]);
  return null;
}
