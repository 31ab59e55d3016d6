import { FamilyMemberListSchema, successResponseSchema, type FamilyMember } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { familyKeys } from './family-keys';

const FamilyResponseSchema = successResponseSchema(FamilyMemberListSchema);

/** `GET /api/me/family`: the people the signed-in adult is responsible for. */
export async function getFamily(signal?: AbortSignal): Promise<FamilyMember[]> {
  return (await http.get('/me/family', { parse: FamilyResponseSchema, signal })).data;
}

export const familyQueryOptions = () => queryOptions({ queryKey: familyKeys.list(), queryFn: ({ signal }) => getFamily(signal) });
