import { FamilyMemberSchema, successResponseSchema, type FamilyMember, type FamilyMemberInput } from '@club/contracts';
import { http } from '@club/http';

const FamilyMemberResponseSchema = successResponseSchema(FamilyMemberSchema);

/** `POST /api/me/family`: a minor the adult is responsible for, without a login. */
export async function addFamilyMember(input: FamilyMemberInput): Promise<FamilyMember> {
  return (await http.post('/me/family', input, { parse: FamilyMemberResponseSchema })).data;
}
