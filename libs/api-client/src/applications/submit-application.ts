import { ApplicationSchema, successResponseSchema, type Application, type CreateApplicationInput } from '@club/contracts';
import { http } from '@club/http';

const ApplicationResponseSchema = successResponseSchema(ApplicationSchema);

/** `POST /api/first-login/applications`: the membership application of the first login. */
export async function submitApplication(input: CreateApplicationInput): Promise<Application> {
  return (await http.post('/first-login/applications', input, { parse: ApplicationResponseSchema })).data;
}
