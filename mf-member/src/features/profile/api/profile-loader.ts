import { myMemberProfileQueryOptions } from '@club/api-client';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';
import { requireUserArea } from '../../user-area/user-area-loader';

/** /user/profile: the user area's rule (user and accounts, spec §2), then my profile. */
export async function profileLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireUserArea({ request });
  await getAppQueryClient().ensureQueryData(myMemberProfileQueryOptions());
  return null;
}
