import type { FirstLoginStatus } from '@club/contracts';
import { queryOptions, type QueryClient } from '@club/stack';

const FIRST_LOGIN_STATUS_STALE_MS = 5 * 60 * 1000;
const ONBOARDING_COMPLETE_STEP = 'complete' satisfies FirstLoginStatus['step'];

/**
 * `GET /api/first-login/status`, parsed with the shared contract. The request module (zod) is loaded
 * on first use: only signed-in `user` accounts need it, never a visitor's first load (ADR 040).
 */
async function getFirstLoginStatus(): Promise<FirstLoginStatus> {
  const { requestFirstLoginStatus } = await import('./first-login-status.request');
  return requestFirstLoginStatus();
}

/** Prefix of every cached status: invalidate it after each onboarding step. */
export const firstLoginStatusQueryKey = ['first-login', 'status'] as const;

/** Cached 5 minutes (spec §9), per person: a sign-out then sign-in as someone else must not reuse it. */
export const firstLoginStatusQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...firstLoginStatusQueryKey, userId],
    queryFn: getFirstLoginStatus,
    staleTime: FIRST_LOGIN_STATUS_STALE_MS,
    retry: false,
  });

/** Spec §8: a failed status check counts as "not finished" (the person is sent to the setup screen). */
export async function isOnboardingComplete(queryClient: QueryClient, userId: string): Promise<boolean> {
  try {
    const status = await queryClient.fetchQuery(firstLoginStatusQueryOptions(userId));
    return status.step === ONBOARDING_COMPLETE_STEP;
  } catch {
    return false;
  }
}
