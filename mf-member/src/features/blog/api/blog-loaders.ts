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
import { articleAddress } from '@club/contracts';
import { redirect, type LoaderFunctionArgs } from '@club/stack';
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

/**
 * /dashboard/blog/{slug}: the article, its reactions (with the member's own) and its comments. The old form
 * `/dashboard/blog/{id}` is replaced by the slug's address (ADR 178).
 */
export async function blogArticleLoader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request);
  const key = params.blogId ?? '';
  const queryClient = getAppQueryClient();
  const article = await queryClient.ensureQueryData(articleQueryOptions(key));
  if (article.slug !== key) {
    queryClient.setQueryData(articleQueryOptions(article.slug).queryKey, article);
    const { search, hash } = new URL(request.url);
    throw redirect(`${articleAddress(article, '/dashboard/blog')}${search}${hash}`, { headers: { 'X-Remix-Replace': 'true' } });
  }
  const id = article.id;
  await Promise.all([
    queryClient.ensureQueryData(reactionTypesQueryOptions()),
    queryClient.ensureQueryData(reactionsQueryOptions('articles', id)),
    queryClient.ensureQueryData(userReactionQueryOptions('articles', id)),
    queryClient.ensureQueryData(articleCommentsQuery(id)),
  ]);
  return { slug: key };
}
