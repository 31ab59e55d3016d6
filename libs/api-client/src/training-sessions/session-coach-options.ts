import { PersonRefSchema, type PersonRef } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { z } from 'zod';
import { trainingSessionKeys } from './training-session-keys';

const CoachOptionsSchema = z.object({ data: z.array(PersonRefSchema) });

/** `GET /api/categories/{id}/session-coaches`: the category's coaches and its section's managers. */
export function getSessionCoachOptions(categoryId: string, signal?: AbortSignal): Promise<PersonRef[]> {
  return http.get(`/categories/${encodeURIComponent(categoryId)}/session-coaches`, { parse: CoachOptionsSchema, signal }).then((body) => body.data);
}

export const sessionCoachOptionsQueryOptions = (categoryId: string) =>
  queryOptions({ queryKey: trainingSessionKeys.coachOptions(categoryId), queryFn: ({ signal }) => getSessionCoachOptions(categoryId, signal) });
