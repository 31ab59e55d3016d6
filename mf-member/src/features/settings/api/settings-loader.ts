import { sessionNoticePreferencesQueryOptions } from '@club/api-client';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';
import { requireUserArea } from '../../user-area/user-area-loader';
import { mySessionsQueryOptions } from './sessions-query';

/** /user/settings: the user area's rule (user and accounts, spec §2), then my sessions and which session notices I receive by e-mail. */
export async function settingsLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireUserArea({ request });
  await Promise.all([getAppQueryClient().fetchQuery(mySessionsQueryOptions()), getAppQueryClient().ensureQueryData(sessionNoticePreferencesQueryOptions())]);
  return null;
}
