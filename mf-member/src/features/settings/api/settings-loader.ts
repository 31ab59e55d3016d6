import { isSubjectToOnboarding } from '@club/auth';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';
import { requireUserArea } from '../../user-area/user-area-loader';
import { sessionNoticePreferencesQueryOptions } from './session-notice-preferences';
import { mySessionsQueryOptions } from './sessions-query';

/** /user/settings: the user area's rule (user and accounts, spec §2), then my sessions and (members) which session notices I receive by e-mail. */
export async function settingsLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const session = await requireUserArea({ request });
  const client = getAppQueryClient();
  // Session notices are about a member's training sessions: not read for a person who is not a member yet (ADR 177).
  const notices = isSubjectToOnboarding(session.user.role) ? null : client.ensureQueryData(sessionNoticePreferencesQueryOptions());
  await Promise.all([client.fetchQuery(mySessionsQueryOptions()), notices]);
  return null;
}
