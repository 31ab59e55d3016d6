import { ApplicationSchema, type Application } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { z } from 'zod';
import { myApplicationKeys } from './application-keys';

const MyApplicationsResponseSchema = z.object({ success: z.boolean(), data: z.array(ApplicationSchema).nullish() });

export const GET_APPLICATIONS_FAILED = 'Failed to get applications';

/**
 * `GET /api/first-login/applications`: the person's applications, newest first (spec §7: `success` must be true);
 * with `personId`, those of a family member the adult acts for (ADR 208).
 */
export async function getMyApplications(signal?: AbortSignal, personId?: string): Promise<Application[]> {
  const body = await http.get('/first-login/applications', { parse: MyApplicationsResponseSchema, signal, query: { personId } });
  if (!body.success || !body.data) throw new Error(GET_APPLICATIONS_FAILED);
  return body.data;
}

export const myApplicationsQueryOptions = (personId?: string) =>
  queryOptions({
    queryKey: personId ? myApplicationKeys.ofPerson(personId) : myApplicationKeys.all,
    queryFn: ({ signal }) => getMyApplications(signal, personId),
  });
