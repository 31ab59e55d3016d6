import {
  CommentCountSchema,
  CommentPageSchema,
  CommentSchema,
  RecentCommentSchema,
  pagedResponseSchema,
  type Comment,
  type CommentCount,
  type CommentPage,
  type CommentStatus,
  type CreateCommentInput,
  type Paged,
  type RecentComment,
  type UpdateCommentInput,
} from '@club/contracts';
import { http } from '@club/http';
import { queryOptions, useMutation, useQueryClient } from '@club/stack';
import { compactParams } from '../facilities/shared/paging';
import { refreshAfterChange } from '../facilities/shared/refresh';
import { withBlogErrors } from './blog-call-error';
import { blogKeys } from './blog-keys';

type PageParams = { page?: number; limit?: number };
const commentPath = (id: string) => `/comments/${encodeURIComponent(id)}`;
const RecentCommentPageSchema = pagedResponseSchema(RecentCommentSchema);

/** `GET /api/comments/article/{id}`: oldest first; hidden ones only for admins. */
export function getArticleComments(articleId: string, params: PageParams = {}, signal?: AbortSignal): Promise<CommentPage> {
  return withBlogErrors(
    'fetchComments',
    http.get(`/comments/article/${encodeURIComponent(articleId)}`, { query: compactParams(params), parse: CommentPageSchema, signal }),
  );
}

export const articleCommentsQueryOptions = (articleId: string, params: PageParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: blogKeys.commentList(articleId, query), queryFn: ({ signal }) => getArticleComments(articleId, query, signal) });
};

export function getCommentCount(articleId: string, signal?: AbortSignal): Promise<CommentCount> {
  return withBlogErrors('fetchComments', http.get(`/comments/article/${encodeURIComponent(articleId)}/count`, { parse: CommentCountSchema, signal }));
}

export const commentCountQueryOptions = (articleId: string) =>
  queryOptions({ queryKey: blogKeys.commentCount(articleId), queryFn: ({ signal }) => getCommentCount(articleId, signal) });

export function getComment(id: string, signal?: AbortSignal): Promise<Comment> {
  return withBlogErrors('fetchComment', http.get(commentPath(id), { parse: CommentSchema, signal }));
}

type RecentCommentParams = PageParams & { status?: CommentStatus | undefined };

/** `GET /api/comments`: every article's comments, newest first, all or the visible or hidden ones (admins' moderation queue). */
export function getRecentComments(params: RecentCommentParams = {}, signal?: AbortSignal): Promise<Paged<RecentComment>> {
  return withBlogErrors('fetchComments', http.get('/comments', { query: compactParams(params), parse: RecentCommentPageSchema, signal }));
}

export const recentCommentsQueryOptions = (params: RecentCommentParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: blogKeys.recentComments(query), queryFn: ({ signal }) => getRecentComments(query, signal) });
};

export function createComment(input: CreateCommentInput): Promise<Comment> {
  return withBlogErrors('createComment', http.post('/comments', input, { parse: CommentSchema }));
}

export function updateComment({ id, changes }: { id: string; changes: UpdateCommentInput }): Promise<Comment> {
  return withBlogErrors('updateComment', http.put(commentPath(id), changes, { parse: CommentSchema }));
}

export async function deleteComment({ id }: { id: string; articleId: string }): Promise<void> {
  await withBlogErrors('deleteComment', http.delete(commentPath(id)));
}

const refreshComments = (queryClient: ReturnType<typeof useQueryClient>, articleId: string) =>
  refreshAfterChange(queryClient, [blogKeys.comments(articleId), blogKeys.recentComments({}).slice(0, 2)]);

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createComment, onSuccess: (comment) => refreshComments(queryClient, comment.articleId) });
}

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateComment, onSuccess: (comment) => refreshComments(queryClient, comment.articleId) });
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteComment, onSuccess: (_result, { articleId }) => refreshComments(queryClient, articleId) });
}
