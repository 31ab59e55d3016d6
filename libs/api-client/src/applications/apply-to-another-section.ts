import { ApplicationSchema, successResponseSchema, type Application, type CreateApplicationInput } from '@club/contracts';
import { http } from '@club/http';

const ApplicationResponseSchema = successResponseSchema(ApplicationSchema);

/**
 * `POST /api/me/applications`: a member's application to another section, from the member area (ADR 206), or with
 * `personId` a family member's application, sent by their adult (ADR 208).
 */
export async function applyToAnotherSection(input: CreateApplicationInput, options: { personId?: string } = {}): Promise<Application> {
  return (await http.post('/me/applications', input, { parse: ApplicationResponseSchema, query: { personId: options.personId } })).data;
}
