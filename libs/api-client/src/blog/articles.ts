import { ArticlePageSchema, ArticleSchema, type Article, type ArticlePage, type CreateArticleInput, type UpdateArticleInput } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions, useMutation, useQueryClient } from '@club/stack';
import { compactParams } from '../facilities/shared/paging';
import { refreshAfterChange } from '../facilities/shared/refresh';
import { BlogCallError, withBlogErrors } from './blog-call-error';
import { blogKeys, type ArticleListParams, type PublicArticleListParams } from './blog-keys';

const articlePath = (id: string) => `/articles/${encodeURIComponent(id)}`;

/** `GET /api/articles` (page, limit, search, status, tag, visibility, scheduled): what the caller may read. */
export function getArticles(params: ArticleListParams = {}, signal?: AbortSignal): Promise<ArticlePage> {
  return withBlogErrors('fetchArticles', http.get('/articles', { query: compactParams(params), parse: ArticlePageSchema, signal }));
}

export const articlesQueryOptions = (params: ArticleListParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: blogKeys.articleList(query), queryFn: ({ signal }) => getArticles(query, signal) });
};

/** `GET /api/articles/public` (page, limit, tag): published public articles, newest first. */
export function getPublicArticles(params: PublicArticleListParams = {}, signal?: AbortSignal): Promise<ArticlePage> {
  return withBlogErrors('fetchArticles', http.get('/articles/public', { query: compactParams(params), parse: ArticlePageSchema, signal }));
}

export const publicArticlesQueryOptions = (params: PublicArticleListParams = {}) => {
  const query = compactParams(params);
  return queryOptions({ queryKey: blogKeys.publicArticleList(query), queryFn: ({ signal }) => getPublicArticles(query, signal) });
};

export function getArticle(id: string, signal?: AbortSignal): Promise<Article> {
  return withBlogErrors('fetchArticle', http.get(articlePath(id), { parse: ArticleSchema, signal }));
}

/** A missing article stays missing: no retry after a 404 (the page shows its error at once). */
const retryUnlessMissing = (failureCount: number, error: Error) => !(error instanceof BlogCallError && error.status === 404) && failureCount < 3;

export const articleQueryOptions = (id: string) =>
  queryOptions({ queryKey: blogKeys.article(id), queryFn: ({ signal }) => getArticle(id, signal), retry: retryUnlessMissing });

export function getPublicArticle(id: string, signal?: AbortSignal): Promise<Article> {
  return withBlogErrors('fetchArticle', http.get(`/articles/public/${encodeURIComponent(id)}`, { parse: ArticleSchema, signal }));
}

export const publicArticleQueryOptions = (id: string) =>
  queryOptions({ queryKey: blogKeys.publicArticle(id), queryFn: ({ signal }) => getPublicArticle(id, signal), retry: retryUnlessMissing });

export function createArticle(input: CreateArticleInput): Promise<Article> {
  return withBlogErrors('createArticle', http.post('/articles', input, { parse: ArticleSchema }));
}

export interface UpdateArticleVariables {
  id: string;
  changes: UpdateArticleInput;
}

export function updateArticle({ id, changes }: UpdateArticleVariables): Promise<Article> {
  return withBlogErrors('updateArticle', http.put(articlePath(id), changes, { parse: ArticleSchema }));
}

export async function deleteArticle(id: string): Promise<void> {
  await withBlogErrors('deleteArticle', http.delete(articlePath(id)));
}

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createArticle,
    onSuccess: (article) => {
      queryClient.setQueryData(blogKeys.article(article.id), article);
      return refreshAfterChange(queryClient, [blogKeys.articles(), blogKeys.tags()]);
    },
  });
}

export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateArticle,
    onSuccess: (article) => {
      queryClient.setQueryData(blogKeys.article(article.id), article);
      return refreshAfterChange(queryClient, [blogKeys.articles(), blogKeys.tags()]);
    },
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteArticle,
    onSuccess: (_result, id) => refreshAfterChange(queryClient, [blogKeys.articles(), blogKeys.tags()], { drop: [blogKeys.article(id)] }),
  });
}
