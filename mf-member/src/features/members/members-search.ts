import type { MemberListQueryInput } from '@club/contracts';

/** The list's filters as written in the address (`?search=&sectionId=&page=`), so a search can be shared and reloaded. */
export function membersSearchOf(search: URLSearchParams): MemberListQueryInput {
  const page = Number(search.get('page'));
  return {
    search: search.get('search')?.trim() || undefined,
    sectionId: search.get('sectionId') || undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}
