import {
  CLUB_SECTION_MESSAGES,
  ClubSectionPageSchema,
  ClubSectionSchema,
  type ClubSection,
  type ClubSectionListQuery,
  type ClubSectionPage,
  type CreateClubSectionInput,
  type UpdateClubSectionInput,
} from '@club/contracts';
import { http } from '@club/http';
import { queryOptions, useMutation } from '@club/stack';
import { compactParams } from '../facilities/shared/paging';
import { withStatusMessages } from '../facilities/shared/status-messages';
import { clubKeys } from './club-keys';
import { useRefreshClubs } from './refresh-clubs';

export type ClubSectionListParams = Partial<ClubSectionListQuery>;
const sectionsPath = (clubId: string) => `/clubs/${encodeURIComponent(clubId)}/sections`;
const sectionPath = (clubId: string, sectionId: string) => `${sectionsPath(clubId)}/${encodeURIComponent(sectionId)}`;

/** `GET /api/clubs/{clubId}/sections` (page, limit, search, sport). */
export function getClubSections(clubId: string, params: ClubSectionListParams = {}, signal?: AbortSignal): Promise<ClubSectionPage> {
  return http.get(sectionsPath(clubId), { query: compactParams(params), parse: ClubSectionPageSchema, signal });
}
export const clubSectionsQueryOptions = (clubId: string, params: ClubSectionListParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: clubKeys.sections(clubId, query), queryFn: ({ signal }) => getClubSections(clubId, query, signal) });
};

/** `GET /api/clubs/{clubId}/sections/{sectionId}`. */
export function getClubSection(clubId: string, sectionId: string, signal?: AbortSignal): Promise<ClubSection> {
  return withStatusMessages(http.get(sectionPath(clubId, sectionId), { parse: ClubSectionSchema, signal }), { 404: CLUB_SECTION_MESSAGES.notFound });
}
export const clubSectionQueryOptions = (clubId: string, sectionId: string) =>
  queryOptions({ queryKey: clubKeys.section(clubId, sectionId), queryFn: ({ signal }) => getClubSection(clubId, sectionId, signal) });

export function useCreateClubSection() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: ({ clubId, input }: { clubId: string; input: CreateClubSectionInput }) => http.post(sectionsPath(clubId), input, { parse: ClubSectionSchema }),
    onSuccess: refresh,
  });
}

export function useUpdateClubSection() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: ({ clubId, sectionId, changes }: { clubId: string; sectionId: string; changes: UpdateClubSectionInput }) =>
      http.put(sectionPath(clubId, sectionId), changes, { parse: ClubSectionSchema }),
    onSuccess: refresh,
  });
}

export function useDeleteClubSection() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async ({ clubId, sectionId }: { clubId: string; sectionId: string }) => void (await http.delete(sectionPath(clubId, sectionId))),
    onSuccess: refresh,
  });
}
