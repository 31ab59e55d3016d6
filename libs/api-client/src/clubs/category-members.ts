import { CategoryMemberPageSchema, type CategoryMemberListQuery, type CategoryMemberPage } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions, useMutation } from '@club/stack';
import { compactParams } from '../facilities/shared/paging';
import { clubKeys } from './club-keys';
import { useRefreshClubs } from './refresh-clubs';

export type CategoryMemberListParams = Partial<CategoryMemberListQuery>;
const membersPath = (clubId: string, categoryId: string) => `/clubs/${encodeURIComponent(clubId)}/categories/${encodeURIComponent(categoryId)}/members`;

/** `GET /api/clubs/{clubId}/categories/{categoryId}/members` (page, limit, search). */
export function getCategoryMembers(clubId: string, categoryId: string, params: CategoryMemberListParams = {}, signal?: AbortSignal): Promise<CategoryMemberPage> {
  return http.get(membersPath(clubId, categoryId), { query: compactParams(params), parse: CategoryMemberPageSchema, signal });
}
export const categoryMembersQueryOptions = (clubId: string, categoryId: string, params: CategoryMemberListParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: clubKeys.members(clubId, categoryId, query), queryFn: ({ signal }) => getCategoryMembers(clubId, categoryId, query, signal) });
};

export function useAddCategoryMember() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async ({ clubId, categoryId, userId }: { clubId: string; categoryId: string; userId: string }) => void (await http.post(membersPath(clubId, categoryId), { userId })),
    onSuccess: refresh,
  });
}

export function useRemoveCategoryMember() {
  const refresh = useRefreshClubs();
  return useMutation({
    mutationFn: async ({ clubId, categoryId, userId }: { clubId: string; categoryId: string; userId: string }) =>
      void (await http.delete(`${membersPath(clubId, categoryId)}/${encodeURIComponent(userId)}`)),
    onSuccess: refresh,
  });
}
