import {
  myApplicationsQueryOptions,
  myBookingsQueryOptions,
  myMembershipsQueryOptions,
  myUpcomingSessionsQueryOptions,
  sessionNoticesQueryOptions,
  wallQueryOptions,
} from '@club/api-client';
import { requireSession } from '@club/auth';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';

/**
 * /dashboard/: the shell's protected layout already requires a session (this also covers the remote
 * running alone); warms what the page reads (memberships, applications, next sessions, bookings, latest articles, session changes),
 * in the order of the page's `data` in module-federation.config.ts: the HTML of a first visit preloads them.
 */
export async function dashboardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireSession(request);
  const queryClient = getAppQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(myMembershipsQueryOptions()),
    queryClient.ensureQueryData(myApplicationsQueryOptions()),
    queryClient.ensureQueryData(myUpcomingSessionsQueryOptions()),
    queryClient.ensureQueryData(myBookingsQueryOptions()),
    queryClient.ensureQueryData(wallQueryOptions()),
    queryClient.ensureQueryData(sessionNoticesQueryOptions()),
  ]);
  return null;
}
