import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The blog rows "download my data" shows of a person: the articles they wrote, their comments and their reactions. */
export async function blogRowsOfPerson(db: Kysely<Database>, userId: string) {
  const articles = await db
    .selectFrom('blog_articles')
    .select(['id', 'title', 'slug', 'status', 'visibility', 'published_at as publishedAt', 'created_at as createdAt', 'updated_at as updatedAt'])
    .where('author_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const comments = await db
    .selectFrom('blog_comments')
    .innerJoin('blog_articles', 'blog_articles.id', 'blog_comments.article_id')
    .select([
      'blog_comments.id',
      'blog_comments.article_id as articleId',
      'blog_articles.title as articleTitle',
      'blog_comments.content',
      'blog_comments.is_hidden as isHidden',
      'blog_comments.created_at as createdAt',
      'blog_comments.updated_at as updatedAt',
    ])
    .where('blog_comments.author_id', '=', userId)
    .orderBy('blog_comments.created_at')
    .execute();
  const articleReactions = await db
    .selectFrom('blog_article_reactions')
    .select(['target_id as articleId', 'type', 'created_at as createdAt'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const commentReactions = await db
    .selectFrom('blog_comment_reactions')
    .select(['target_id as commentId', 'type', 'created_at as createdAt'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return { articles, comments, articleReactions, commentReactions };
}
