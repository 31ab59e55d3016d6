import { UserProfileSchema, successResponseSchema, type ProfileInput, type UserProfile } from '@club/contracts';
import { http } from '@club/http';

const ProfileResponseSchema = successResponseSchema(UserProfileSchema);

/** `PUT /api/first-login/profile`: the profile step of the first login (name, phone, date of birth). */
export async function completeProfile(input: ProfileInput): Promise<UserProfile> {
  return (await http.put('/first-login/profile', input, { parse: ProfileResponseSchema })).data;
}
