import { MemberDirectoryPageSchema, type MemberDirectoryPage, type MemberListQueryInput } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';
import { compactParams } from '../facilities/shared/paging';

export const sectionMemberKeys = {
  all: ['members'] as const,
  list: (params: MemberListQueryInput) => [...sectionMemberKeys.all, 'list', params] as const,
};

/** `GET /api/members` (search, sectionId, page, limit): the members of my sections. */
export function getSectionMembers(params: MemberListQueryInput = {}, signal?: AbortSignal): Promise<MemberDirectoryPage> {
  return http.get('/members', { query: compactParams(params), parse: MemberDirectoryPageSchema, signal });
}

export const sectionMembersQueryOptions = (params: MemberListQueryInput = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: sectionMemberKeys.list(query), queryFn: ({ signal }) => getSectionMembers(query, signal) });
};
