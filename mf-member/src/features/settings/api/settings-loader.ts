import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';
import { requireUserArea } from '../../user-area/user-area-loader';
import { mySessionsQueryOptions } from './sessions-query';

/** /user/settings: the user area's rule (user and accounts, spec §2), then my sessions. */
export async function settingsLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireUserArea({ request });
  await getAppQueryClient().fetchQuery(mySessionsQueryOptions());
  return null;
}
