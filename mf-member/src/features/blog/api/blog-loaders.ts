import {
  articleCommentsQueryOptions,
  articleQueryOptions,
  articlesQueryOptions,
  reactionsQueryOptions,
  reactionTypesQueryOptions,
  tagsQueryOptions,
  userReactionQueryOptions,
} from '@club/api-client';
import { requireSession } from '@club/auth';
import type { LoaderFunctionArgs } from '@club/stack';
import { getAppQueryClient } from '@club/ui';
import { BLOG_PAGE_SIZE, readBlogSearch, type BlogListSearch } from '../blog-paths';

export const blogListQuery = (search: BlogListSearch) =>
  articlesQueryOptions({ page: search.page, limit: BLOG_PAGE_SIZE, ...(search.tag ? { tag: search.tag } : {}) });
export const articleCommentsQuery = (articleId: string) => articleCommentsQueryOptions(articleId, { limit: 100 });

/** /dashboard/blog/: the articles the member may read (public and members-only), and the tags to filter by. */
export async function blogListLoader({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  const search = readBlogSearch(request.url);
  const queryClient = getAppQueryClient();
  await Promise.all([queryClient.ensureQueryData(blogListQuery(search)), queryClient.ensureQueryData(tagsQueryOptions())]);
  return { search };
}

/** /dashboard/blog/{blogId}: the article, its reactions (with the member's own) and its comments. */
export async function blogArticleLoader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request);
  const id = params.blogId ?? '';
  const queryClient = getAppQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(articleQueryOptions(id)),
    queryClient.ensureQueryData(reactionTypesQueryOptions()),
    queryClient.ensureQueryData(reactionsQueryOptions('articles', id)),
    queryClient.ensureQueryData(userReactionQueryOptions('articles', id)),
    queryClient.ensureQueryData(articleCommentsQuery(id)),
  ]);
  return { id };
}
