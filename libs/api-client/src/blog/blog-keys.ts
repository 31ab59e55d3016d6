import type { ArticleListQuery, PublicArticleListQuery } from '@club/contracts';

export type ArticleListParams = Partial<ArticleListQuery>;
export type PublicArticleListParams = Partial<PublicArticleListQuery>;

/** Hierarchical keys: invalidating `blogKeys.all` refreshes every blog list and detail. */
export const blogKeys = {
  all: ['blog'] as const,
  articles: () => [...blogKeys.all, 'articles'] as const,
  articleList: (params: ArticleListParams) => [...blogKeys.articles(), 'list', params] as const,
  publicArticleList: (params: PublicArticleListParams) => [...blogKeys.articles(), 'public-list', params] as const,
  article: (id: string) => [...blogKeys.articles(), 'detail', id] as const,
  publicArticle: (id: string) => [...blogKeys.articles(), 'public-detail', id] as const,
  tags: () => [...blogKeys.all, 'tags'] as const,
  tagSearch: (q: string) => [...blogKeys.tags(), 'search', q] as const,
  comments: (articleId: string) => [...blogKeys.all, 'comments', articleId] as const,
  commentList: (articleId: string, params: { page?: number; limit?: number }) => [...blogKeys.comments(articleId), 'list', params] as const,
  commentCount: (articleId: string) => [...blogKeys.comments(articleId), 'count'] as const,
  recentComments: (params: { page?: number; limit?: number; status?: string }) => [...blogKeys.all, 'recent-comments', params] as const,
  reactionTypes: () => [...blogKeys.all, 'reaction-types'] as const,
  reactions: (target: 'articles' | 'comments', id: string) => [...blogKeys.all, 'reactions', target, id] as const,
  userReaction: (target: 'articles' | 'comments', id: string) => [...blogKeys.reactions(target, id), 'user'] as const,
};
