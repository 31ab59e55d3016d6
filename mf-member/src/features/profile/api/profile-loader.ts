import { myMedicalCertificateQueryOptions, myMemberProfileQueryOptions } from '@club/api-client';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';
import { requireUserArea } from '../../user-area/user-area-loader';

/** /user/profile: the user area's rule (user and accounts, spec §2), then my profile and my medical certificate. */
export async function profileLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireUserArea({ request });
  const queryClient = getAppQueryClient();
  await Promise.all([queryClient.ensureQueryData(myMemberProfileQueryOptions()), queryClient.ensureQueryData(myMedicalCertificateQueryOptions())]);
  return null;
}
