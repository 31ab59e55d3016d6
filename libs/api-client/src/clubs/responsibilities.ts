import { PersonOptionListSchema, ResponsibilityListSchema, ResponsibilitySchema, type CreateResponsibilityInput, type PersonOption, type ResponsibilityList } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions, useMutation } from '@club/stack';
import { clubKeys } from './club-keys';
import { useRefreshClubs } from './refresh-clubs';

const responsibilitiesPath = (clubId: string, sectionId: string) => `/clubs/${encodeURIComponent(clubId)}/sections/${encodeURIComponent(sectionId)}/responsibilities`;

/** `GET /api/clubs/{clubId}/sections/{sectionId}/responsibilities`: its managers and coaches. */
export function getSectionResponsibilities(clubId: string, sectionId: string, signal?: AbortSignal): Promise<ResponsibilityList> {
  return http.get(responsibilitiesPath(clubId, sectionId), { parse: ResponsibilityListSchema, signal });
}
export const sectionResponsibilitiesQueryOptions = (clubId: string, sectionId: string) =>
  queryOptions({ queryKey: clubKeys.responsibilities(clubId, sectionId), queryFn: ({ signal }) => getSectionResponsibilities(clubId, sectionId, signal) });

/** `GET /api/me/responsibilities`: where the signed-in person is section manager or coach. */
export const myResponsibilitiesQueryOptions = () =>
  queryOptions({ queryKey: clubKeys.mine(), queryFn: ({ signal }) => http.get('/me/responsibilities', { parse: ResponsibilityListSchema, signal }) });

/** `GET /api/responsibilities/candidates?search=`: people to name or to add (10 at most). */
export async function searchPeople(search: string, signal?: AbortSignal): Promise<PersonOption[]> {
  return (await http.get('/responsibilities/candidates', { query: { search }, parse: PersonOptionListSchema, signal })).data;
}

export function useCreateResponsibility() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: ({ clubId, sectionId, input }: { clubId: string; sectionId: string; input: CreateResponsibilityInput }) =>
      http.post(responsibilitiesPath(clubId, sectionId), input, { parse: ResponsibilitySchema }),
    onSuccess: refresh,
  });
}

export function useDeleteResponsibility() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async ({ clubId, sectionId, responsibilityId }: { clubId: string; sectionId: string; responsibilityId: string }) =>
      void (await http.delete(`${responsibilitiesPath(clubId, sectionId)}/${encodeURIComponent(responsibilityId)}`)),
    onSuccess: refresh,
  });
}
