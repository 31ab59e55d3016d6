import { FamilyMemberSchema, successResponseSchema, type FamilyMember, type FamilyLoginInput } from '@club/contracts';
import { http } from '@club/http';

const FamilyMemberResponseSchema = successResponseSchema(FamilyMemberSchema);

/** `POST /api/me/family/:personId/login`: from 15, the teenager's own address; a link to choose a password goes there. */
export async function giveOwnLogin({ personId, input }: { personId: string; input: FamilyLoginInput }): Promise<FamilyMember> {
  return (await http.post(`/me/family/${encodeURIComponent(personId)}/login`, input, { parse: FamilyMemberResponseSchema })).data;
}
