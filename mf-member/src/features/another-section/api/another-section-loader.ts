import { membershipOptionsQueryOptions, myApplicationsQueryOptions, myMemberProfileQueryOptions, myMembershipsQueryOptions } from '@club/api-client';
import { requireSession } from '@club/auth';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';

/** /dashboard/applications/new: the sections offered, and what the member already is, has asked and has told. */
export async function anotherSectionLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireSession(request);
  const queryClient = getAppQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(membershipOptionsQueryOptions()),
    queryClient.ensureQueryData(myMembershipsQueryOptions()),
    queryClient.ensureQueryData(myApplicationsQueryOptions()),
    queryClient.ensureQueryData(myMemberProfileQueryOptions()),
  ]);
  return null;
}
