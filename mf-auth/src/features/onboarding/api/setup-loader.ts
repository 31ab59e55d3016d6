import { firstLoginStatusQueryOptions, requireSession } from '@club/auth';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';

/**
 * /first-login/setup: the shell's protected layout already requires a session; this also covers the
 * remote running alone. Warms the status so the page renders its step at once.
 */
export async function setupLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const session = await requireSession(request);
  await getAppQueryClient().ensureQueryData(firstLoginStatusQueryOptions(session.user.id));
  return null;
}
