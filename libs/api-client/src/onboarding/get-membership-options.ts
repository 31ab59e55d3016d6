import { MembershipOptionsSchema, successResponseSchema, type MembershipOptions } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { z } from 'zod';
import { onboardingKeys } from './onboarding-keys';

/** Spec §7: `{ success, data: { sections } }`, `{ sections }` or `{ data: { sections } }` are all accepted. */
const MembershipOptionsResponseSchema = z.union([
  successResponseSchema(MembershipOptionsSchema).transform((body) => body.data),
  MembershipOptionsSchema,
  z.object({ data: MembershipOptionsSchema }).transform((body) => body.data),
]);

export const INVALID_MEMBERSHIP_OPTIONS_MESSAGE = 'Invalid response format for membership options';

/** `GET /api/onboarding/membership-options`: the sections and their categories a new member can join. */
export async function getMembershipOptions(signal?: AbortSignal): Promise<MembershipOptions> {
  const body = await http.get('/onboarding/membership-options', { signal });
  const parsed = MembershipOptionsResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(INVALID_MEMBERSHIP_OPTIONS_MESSAGE);
  return parsed.data;
}

/** Spec §7/§9: cached 15 minutes, 3 retries 1 s apart. */
export const membershipOptionsQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKeys.membershipOptions(),
    queryFn: ({ signal }) => getMembershipOptions(signal),
    staleTime: 15 * 60 * 1000,
    retry: 3,
    retryDelay: 1000,
  });
