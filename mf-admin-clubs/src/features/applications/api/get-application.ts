import { ReviewedApplicationSchema, successResponseSchema, type ReviewedApplication } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { withApplicationErrors } from './application-call-error';
import { adminApplicationKeys } from './application-keys';

const ApplicationResponseSchema = successResponseSchema(ReviewedApplicationSchema);

/** `GET /api/first-login/applications/{id}`: one application with its applicant and its history. */
async function getApplication(id: string, signal?: AbortSignal): Promise<ReviewedApplication> {
  const body = await withApplicationErrors('one', http.get(`/first-login/applications/${encodeURIComponent(id)}`, { parse: ApplicationResponseSchema, signal }));
  return body.data;
}

export const applicationQueryOptions = (id: string) => queryOptions({ queryKey: adminApplicationKeys.one(id), queryFn: ({ signal }) => getApplication(id, signal) });
