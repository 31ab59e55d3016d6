import { TagDetailSchema, TagListSchema, type TagDetail, type TagInput, type TagList } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions, useMutation, useQueryClient } from '@club/stack';
import { refreshAfterChange } from '../facilities/shared/refresh';
import { withBlogErrors } from './blog-call-error';
import { blogKeys } from './blog-keys';

const tagPath = (id: string) => `/tags/${encodeURIComponent(id)}`;

/** `GET /api/tags`: every tag, by name, with its number of articles. */
export function getTags(signal?: AbortSignal): Promise<TagList> {
  return withBlogErrors('fetchTags', http.get('/tags', { parse: TagListSchema, signal }));
}

export const tagsQueryOptions = () => queryOptions({ queryKey: blogKeys.tags(), queryFn: ({ signal }) => getTags(signal) });

/** `GET /api/tags/search?q=`: tags whose name contains `q`, accents and case aside. */
export function searchTags(q: string, signal?: AbortSignal): Promise<TagList> {
  return withBlogErrors('fetchTags', http.get('/tags/search', { query: { q }, parse: TagListSchema, signal }));
}

export const tagSearchQueryOptions = (q: string) => queryOptions({ queryKey: blogKeys.tagSearch(q), queryFn: ({ signal }) => searchTags(q, signal) });

export function getTag(id: string, signal?: AbortSignal): Promise<TagDetail> {
  return withBlogErrors('fetchTag', http.get(tagPath(id), { parse: TagDetailSchema, signal }));
}

export function createTag(input: TagInput): Promise<TagDetail> {
  return withBlogErrors('createTag', http.post('/tags', input, { parse: TagDetailSchema }));
}

export function updateTag({ id, changes }: { id: string; changes: TagInput }): Promise<TagDetail> {
  return withBlogErrors('updateTag', http.put(tagPath(id), changes, { parse: TagDetailSchema }));
}

export async function deleteTag(id: string): Promise<void> {
  await withBlogErrors('deleteTag', http.delete(tagPath(id)));
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTag, onSuccess: () => refreshAfterChange(queryClient, [blogKeys.tags()]) });
}

/** A renamed tag shows under its new name in every list and article. */
export function useUpdateTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTag, onSuccess: () => refreshAfterChange(queryClient, [blogKeys.all]) });
}

/** A deleted tag leaves every article that carried it. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTag, onSuccess: () => refreshAfterChange(queryClient, [blogKeys.all]) });
}
