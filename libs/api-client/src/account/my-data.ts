import { PersonalDataExportSchema, type PersonalDataExport } from '@club/contracts';
import { http } from '@club/http';

/** `GET /api/me/data`: everything the association holds about me, to save as a JSON file. */
export function getMyData(): Promise<PersonalDataExport> {
  return http.get('/me/data', { parse: PersonalDataExportSchema });
}
