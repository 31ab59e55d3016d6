import { PersonalDataExportSchema, type PersonalDataExport } from '@club/contracts';
import { http } from '@club/http';

/** `GET /api/me/data`: everything the association holds about me (or a family member, `personId`, ADR 208), to save as a JSON file. */
export function getMyData(personId?: string): Promise<PersonalDataExport> {
  return http.get('/me/data', { parse: PersonalDataExportSchema, query: { personId } });
}
