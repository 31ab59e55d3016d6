import { myApplicationsQueryOptions, myMembershipsQueryOptions } from '@club/api-client';
import { AUTH_PATHS, ensureSession, loginPath } from '@club/auth';
import { redirect } from '@club/stack';
import { getAppQueryClient } from '@club/ui';

/**
 * /dashboard/: the shell's protected layout already requires a session (this also covers the remote
 * running alone); warms the memberships and applications the page reads.
 */
export async function dashboardLoader(): Promise<null> {
  const session = await ensureSession();
  if (!session) throw redirect(loginPath(AUTH_PATHS.dashboard));
  const queryClient = getAppQueryClient();
  await Promise.all([queryClient.ensureQueryData(myMembershipsQueryOptions()), queryClient.ensureQueryData(myApplicationsQueryOptions())]);
  return null;
}
