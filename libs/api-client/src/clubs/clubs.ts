import { CLUB_MESSAGES, ClubPageSchema, ClubSchema, type Club, type ClubListQuery, type ClubPage, type CreateClubInput, type UpdateClubInput } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions, useMutation } from '@club/stack';
import { compactParams } from '../facilities/shared/paging';
import { withStatusMessages } from '../facilities/shared/status-messages';
import { clubKeys } from './club-keys';
import { useRefreshClubs } from './refresh-clubs';

export type ClubListParams = Partial<ClubListQuery>;
const clubPath = (clubId: string) => `/clubs/${encodeURIComponent(clubId)}`;

/** `GET /api/clubs` (page, limit, search). */
export function getClubs(params: ClubListParams = {}, signal?: AbortSignal): Promise<ClubPage> {
  return http.get('/clubs', { query: compactParams(params), parse: ClubPageSchema, signal });
}
export const clubsQueryOptions = (params: ClubListParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: clubKeys.list(query), queryFn: ({ signal }) => getClubs(query, signal) });
};

/** `GET /api/clubs/{clubId}`. */
export function getClub(clubId: string, signal?: AbortSignal): Promise<Club> {
  return withStatusMessages(http.get(clubPath(clubId), { parse: ClubSchema, signal }), { 404: CLUB_MESSAGES.notFound });
}
export const clubQueryOptions = (clubId: string) => queryOptions({ queryKey: clubKeys.detail(clubId), queryFn: ({ signal }) => getClub(clubId, signal) });

export function useCreateClub() {
  const refresh = useRefreshClubs();
  return useMutation({ mutationFn: (input: CreateClubInput) => http.post('/clubs', input, { parse: ClubSchema }), onSuccess: refresh });
}

export function useUpdateClub() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: ({ clubId, changes }: { clubId: string; changes: UpdateClubInput }) => http.put(clubPath(clubId), changes, { parse: ClubSchema }),
    onSuccess: refresh,
  });
}

export function useDeleteClub() {
  const refresh = useRefreshClubs();
  return useMutation({ mutationFn: async (clubId: string) => void (await http.delete(clubPath(clubId))), onSuccess: refresh });
}
