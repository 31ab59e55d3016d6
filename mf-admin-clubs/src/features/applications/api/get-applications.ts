import { ApplicationPageSchema, type ApplicationListQueryInput, type ApplicationPage } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { withApplicationErrors } from './application-call-error';
import { adminApplicationKeys } from './application-keys';

/** `GET /api/first-login/applications/pending?status&sectionId&categoryId&search&dateRange&page&limit` (spec §7). */
async function getApplications(query: ApplicationListQueryInput, signal?: AbortSignal): Promise<ApplicationPage> {
  return withApplicationErrors('list', http.get('/first-login/applications/pending', { query: { ...query }, parse: ApplicationPageSchema, signal }));
}

export const applicationsQueryOptions = (query: ApplicationListQueryInput) =>
  queryOptions({ queryKey: adminApplicationKeys.list(query), queryFn: ({ signal }) => getApplications(query, signal) });
