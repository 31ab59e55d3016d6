import { myApplicationsQueryOptions, myMembershipsQueryOptions } from '@club/api-client';
import { requireSession } from '@club/auth';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';

/**
 * /dashboard/: the shell's protected layout already requires a session (this also covers the remote
 * running alone); warms the memberships and applications the page reads.
 */
export async function dashboardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireSession(request);
  const queryClient = getAppQueryClient();
  await Promise.all([queryClient.ensureQueryData(myMembershipsQueryOptions()), queryClient.ensureQueryData(myApplicationsQueryOptions())]);
  return null;
}
