import { http } from '@club/http';
import { queryOptions, type QueryClient } from '@club/stack';
import { FirstLoginStatusSchema, type FirstLoginStatus } from '@club/contracts';
import { z } from 'zod';

const FirstLoginStatusResponseSchema = z.object({ success: z.boolean(), data: FirstLoginStatusSchema.nullish() });

export const FIRST_LOGIN_STATUS_STALE_MS = 5 * 60 * 1000;
export const ONBOARDING_COMPLETE_STEP = 'complete' satisfies FirstLoginStatus['step'];

/** `GET /api/first-login/status` (spec §7): `success: false` is a failure, not a status. */
export async function getFirstLoginStatus(): Promise<FirstLoginStatus> {
  const body = await http.get('/first-login/status', { parse: FirstLoginStatusResponseSchema });
  if (!body.success || !body.data) throw new Error('Failed to get first login status');
  return body.data;
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
