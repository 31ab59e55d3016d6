import { MemberProfileSchema, successResponseSchema, type MemberProfile, type MemberProfileInput } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';

const MemberProfileResponseSchema = successResponseSchema(MemberProfileSchema);

export const memberProfileKeys = {
  mine: ['me', 'profile'] as const,
};

/** `GET /api/me/profile`: my emergency contact and visibility choices. */
export async function getMyMemberProfile(signal?: AbortSignal): Promise<MemberProfile> {
  return (await http.get('/me/profile', { parse: MemberProfileResponseSchema, signal })).data;
}

export const myMemberProfileQueryOptions = () => queryOptions({ queryKey: memberProfileKeys.mine, queryFn: ({ signal }) => getMyMemberProfile(signal) });

/** `PUT /api/me/profile`: saves them all at once. */
export async function updateMyMemberProfile(input: MemberProfileInput): Promise<MemberProfile> {
  return (await http.put('/me/profile', input, { parse: MemberProfileResponseSchema })).data;
}
