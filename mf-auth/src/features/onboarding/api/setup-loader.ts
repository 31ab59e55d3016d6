import { ensureSession, firstLoginStatusQueryOptions, loginPath, AUTH_PATHS } from '@club/auth';
import { redirect } from '@club/stack';
import { getAppQueryClient } from '@club/ui';

/**
 * /first-login/setup: the shell's protected layout already requires a session; this also covers the
 * remote running alone. Warms the status so the page renders its step at once.
 */
export async function setupLoader(): Promise<null> {
  const session = await ensureSession();
  if (!session) throw redirect(loginPath(AUTH_PATHS.onboarding));
  await getAppQueryClient().ensureQueryData(firstLoginStatusQueryOptions(session.user.id));
  return null;
}
