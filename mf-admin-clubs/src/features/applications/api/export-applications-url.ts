import type { ApplicationExportQueryInput } from '@club/contracts';
import { getHttpConfig } from '@club/http';

/**
 * `GET /api/first-login/applications/export` with the list's filters: a plain link the browser downloads
 * (the session cookie goes with it; the API names the dated file and refuses non-admins).
 */
export function exportApplicationsUrl(query: ApplicationExportQueryInput): string {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  return `${getHttpConfig().baseUrl}/first-login/applications/export?${params.toString()}`;
}
