import { FamilyMemberSchema, successResponseSchema, type FamilyMember, type FamilyMemberInput } from '@club/contracts';
import { http } from '@club/http';

const FamilyMemberResponseSchema = successResponseSchema(FamilyMemberSchema);

/** `PATCH /api/me/family/:personId`: names, date of birth and relationship. */
export async function updateFamilyMember({ personId, input }: { personId: string; input: FamilyMemberInput }): Promise<FamilyMember> {
  return (await http.patch(`/me/family/${encodeURIComponent(personId)}`, input, { parse: FamilyMemberResponseSchema })).data;
}
