import { MemberDashboardSchema, type MemberDashboard } from '@club/contracts';
import { http } from '@club/http';
import type { QueryClient } from '@club/stack';
import { myUpcomingSessionsQueryOptions, myBookingsQueryOptions, wallQueryOptions } from '../activities/activities';
import { sessionNoticesQueryOptions } from '../activities/session-notices';
import { myApplicationsQueryOptions } from '../applications/get-my-applications';
import { myMembershipsQueryOptions } from '../memberships/get-my-memberships';

/** `GET /api/me/dashboard`: a member's home in one read (docs/decisions/196-member-dashboard-in-one-read.md). */
export function getMemberDashboard(signal?: AbortSignal): Promise<MemberDashboard> {
  return http.get('/me/dashboard', { parse: MemberDashboardSchema, signal });
}

/** The dashboard's six reads, each with its part of the one answer. */
const dashboardParts = () => [
  { key: myMembershipsQueryOptions().queryKey, pick: (dashboard: MemberDashboard) => dashboard.memberships },
  { key: myApplicationsQueryOptions().queryKey, pick: (dashboard: MemberDashboard) => dashboard.applications },
  { key: myUpcomingSessionsQueryOptions().queryKey, pick: (dashboard: MemberDashboard) => dashboard.upcomingSessions },
  { key: myBookingsQueryOptions().queryKey, pick: (dashboard: MemberDashboard) => dashboard.bookings },
  { key: wallQueryOptions().queryKey, pick: (dashboard: MemberDashboard) => dashboard.wall },
  { key: sessionNoticesQueryOptions().queryKey, pick: (dashboard: MemberDashboard) => dashboard.sessionNotices },
];

/**
 * Warms the dashboard's six reads with one request: when one of them is not cached yet, `GET /api/me/dashboard`
 * answers all six and each part is cached under the key of its own read, so the page's queries (and the
 * invalidations of each feature) use them as if each had been read alone.
 */
export async function ensureMemberDashboard(queryClient: QueryClient): Promise<void> {
  const parts = dashboardParts();
  if (parts.every(({ key }) => queryClient.getQueryData(key) !== undefined)) return;
  const dashboard = await getMemberDashboard();
  for (const { key, pick } of parts) queryClient.setQueryData(key, pick(dashboard));
}
