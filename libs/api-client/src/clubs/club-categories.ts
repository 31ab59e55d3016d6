import {
  CLUB_CATEGORY_MESSAGES,
  ClubCategoryPageSchema,
  ClubCategorySchema,
  type ClubCategory,
  type ClubCategoryListQuery,
  type ClubCategoryPage,
  type CreateClubCategoryInput,
  type UpdateClubCategoryInput,
} from '@club/contracts';
import { http } from '@club/http';
import { queryOptions, useMutation } from '@club/stack';
import { compactParams } from '../facilities/shared/paging';
import { withStatusMessages } from '../facilities/shared/status-messages';
import { clubKeys } from './club-keys';
import { useRefreshClubs } from './refresh-clubs';

export type ClubCategoryListParams = Partial<ClubCategoryListQuery>;
const club = (clubId: string) => `/clubs/${encodeURIComponent(clubId)}`;
const categoryPath = (clubId: string, categoryId: string) => `${club(clubId)}/categories/${encodeURIComponent(categoryId)}`;

/** `GET /api/clubs/{clubId}/categories` (page, limit, search, sectionId, gender). */
export function getClubCategories(clubId: string, params: ClubCategoryListParams = {}, signal?: AbortSignal): Promise<ClubCategoryPage> {
  return http.get(`${club(clubId)}/categories`, { query: compactParams(params), parse: ClubCategoryPageSchema, signal });
}
export const clubCategoriesQueryOptions = (clubId: string, params: ClubCategoryListParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: clubKeys.categories(clubId, query), queryFn: ({ signal }) => getClubCategories(clubId, query, signal) });
};

/** `GET /api/clubs/{clubId}/categories/{categoryId}`. */
export function getClubCategory(clubId: string, categoryId: string, signal?: AbortSignal): Promise<ClubCategory> {
  return withStatusMessages(http.get(categoryPath(clubId, categoryId), { parse: ClubCategorySchema, signal }), { 404: CLUB_CATEGORY_MESSAGES.notFound });
}
export const clubCategoryQueryOptions = (clubId: string, categoryId: string) =>
  queryOptions({ queryKey: clubKeys.category(clubId, categoryId), queryFn: ({ signal }) => getClubCategory(clubId, categoryId, signal) });

export function useCreateClubCategory() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: ({ clubId, sectionId, input }: { clubId: string; sectionId: string; input: CreateClubCategoryInput }) =>
      http.post(`${club(clubId)}/sections/${encodeURIComponent(sectionId)}/categories`, input, { parse: ClubCategorySchema }),
    onSuccess: refresh,
  });
}

export function useUpdateClubCategory() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: ({ clubId, categoryId, changes }: { clubId: string; categoryId: string; changes: UpdateClubCategoryInput }) =>
      http.put(categoryPath(clubId, categoryId), changes, { parse: ClubCategorySchema }),
    onSuccess: refresh,
  });
}

export function useDeleteClubCategory() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async ({ clubId, categoryId }: { clubId: string; categoryId: string }) => void (await http.delete(categoryPath(clubId, categoryId))),
    onSuccess: refresh,
  });
}
