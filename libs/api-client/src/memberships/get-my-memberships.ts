import { MembershipSchema, successResponseSchema, type Membership } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { z } from 'zod';

const MembershipsResponseSchema = successResponseSchema(z.array(MembershipSchema));

export const membershipKeys = {
  mine: ['me', 'memberships'] as const,
};

/** `GET /api/me/memberships`: the sections and categories the signed-in member belongs to. */
export async function getMyMemberships(signal?: AbortSignal): Promise<Membership[]> {
  return (await http.get('/me/memberships', { parse: MembershipsResponseSchema, signal })).data;
}

export const myMembershipsQueryOptions = () => queryOptions({ queryKey: membershipKeys.mine, queryFn: ({ signal }) => getMyMemberships(signal) });
