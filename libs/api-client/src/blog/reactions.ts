import {
  ReactionSummaryResponseSchema,
  ReactionTypesSchema,
  ToggleReactionResponseSchema,
  UserReactionResponseSchema,
  type CommentPage,
  type ReactionSummary,
  type ReactionType,
  type ReactionTypeInfo,
  type ToggleReactionResult,
} from '@club/contracts';
import { HttpError, http } from '@club/http';
import { queryOptions, useMutation, useQueryClient } from '@club/stack';
import { withBlogErrors } from './blog-call-error';
import { blogKeys } from './blog-keys';

export type ReactionTarget = 'articles' | 'comments';

export async function getReactionTypes(signal?: AbortSignal): Promise<ReactionTypeInfo[]> {
  return (await withBlogErrors('fetchReactions', http.get('/reactions/types', { parse: ReactionTypesSchema, signal }))).data;
}

export const reactionTypesQueryOptions = () =>
  queryOptions({ queryKey: blogKeys.reactionTypes(), queryFn: ({ signal }) => getReactionTypes(signal), staleTime: Number.POSITIVE_INFINITY });

/** `GET /api/reactions/{articles|comments}/{id}`: counts per type. */
export async function getReactions(target: ReactionTarget, id: string, signal?: AbortSignal): Promise<ReactionSummary> {
  const path = `/reactions/${target}/${encodeURIComponent(id)}`;
  return (await withBlogErrors('fetchReactions', http.get(path, { parse: ReactionSummaryResponseSchema, signal }))).data;
}

export const reactionsQueryOptions = (target: ReactionTarget, id: string) =>
  queryOptions({ queryKey: blogKeys.reactions(target, id), queryFn: ({ signal }) => getReactions(target, id, signal) });

/** `GET …/user`: the caller's reaction; a 401 (no session) means none (spec §7). */
export async function getUserReaction(target: ReactionTarget, id: string, signal?: AbortSignal): Promise<ReactionType | null> {
  try {
    const body = await http.get(`/reactions/${target}/${encodeURIComponent(id)}/user`, { parse: UserReactionResponseSchema, signal });
    return body.data.type;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    return withBlogErrors('fetchReactions', Promise.reject(error));
  }
}

export const userReactionQueryOptions = (target: ReactionTarget, id: string) =>
  queryOptions({ queryKey: blogKeys.userReaction(target, id), queryFn: ({ signal }) => getUserReaction(target, id, signal) });

/** `POST /api/reactions/{articles|comments}`: the same type removes the reaction, another replaces it. */
export async function toggleReaction({ target, id, type }: { target: ReactionTarget; id: string; type: ReactionType }): Promise<ToggleReactionResult> {
  const body = target === 'articles' ? { articleId: id, type } : { commentId: id, type };
  return (await withBlogErrors('createReaction', http.post(`/reactions/${target}`, body, { parse: ToggleReactionResponseSchema }))).data;
}

export function useToggleReaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleReaction,
    onSuccess: ({ type, counts, total }, { target, id }) => {
      queryClient.setQueryData(blogKeys.userReaction(target, id), type);
      queryClient.setQueryData(blogKeys.reactions(target, id), { counts, total });
    },
  });
}

const isCommentPage = (value: unknown): value is CommentPage => typeof value === 'object' && value !== null && Array.isArray((value as CommentPage).data);

/**
 * Reacting to a comment of `articleId`: the toggle's answer (the person's reaction, the new counts) is
 * written into that comment in the article's cached comment pages, so the list does not reload.
 */
export function useCommentReaction(articleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, type }: { commentId: string; type: ReactionType }) => toggleReaction({ target: 'comments', id: commentId, type }),
    onSuccess: ({ type, counts, total }, { commentId }) => {
      queryClient.setQueriesData({ queryKey: blogKeys.comments(articleId) }, (cached: unknown) =>
        isCommentPage(cached)
          ? { ...cached, data: cached.data.map((comment) => (comment.id === commentId ? { ...comment, reactions: { counts, total }, myReaction: type } : comment)) }
          : cached,
      );
    },
  });
}
