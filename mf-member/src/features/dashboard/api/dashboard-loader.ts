import { ensureMemberDashboard } from '@club/api-client';
import { requireSession } from '@club/auth';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';

/**
 * /dashboard/: the shell's protected layout already requires a session (this also covers the remote
 * running alone); warms what the page reads (memberships, applications, next sessions, bookings, latest articles,
 * session changes) with one read, `GET /api/me/dashboard`, which the HTML of a first visit preloads (`data` in
 * module-federation.config.ts).
 */
export async function dashboardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireSession(request);
  await ensureMemberDashboard(getAppQueryClient());
  return null;
}
