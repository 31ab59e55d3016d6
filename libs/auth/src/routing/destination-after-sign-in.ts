import type { QueryClient } from '@club/stack';
import { isOnboardingComplete } from '../onboarding/get-first-login-status';
import { ensureSession } from '../session/session-store';
import { postLoginDestination } from './redirect-rules';
import { isSubjectToOnboarding } from './roles';

/**
 * Where the login page sends a person once signed in (spec §2): reads the session the sign-in
 * just refreshed and, for the `user` role, the first-login status.
 */
export async function destinationAfterSignIn({ queryClient, redirect }: { queryClient: QueryClient; redirect?: string | null }): Promise<string> {
  const session = await ensureSession();
  if (!session) return postLoginDestination({ role: null, onboardingComplete: false, redirect });
  const { role, id } = session.user;
  const onboardingComplete = !isSubjectToOnboarding(role) || (await isOnboardingComplete(queryClient, id));
  return postLoginDestination({ role, onboardingComplete, redirect });
}
