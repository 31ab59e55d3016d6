import type { WallArticle } from '@club/contracts';
import type { Actor } from '../../shared/auth/actor';
import type { ServiceContext } from '../../shared/service-context';
import { DELETED_AUTHOR, personName } from './article-row';
import { listArticles } from './articles.repository';
import { readerScope } from './blog-access';
import { countComments } from './comments.repository';
import { reactionOf, summary } from './reactions.repository';

/**
 * The latest articles a member may read, for the club wall (ADR 152): members-only ones included, each with
 * its reactions, the reader's own reaction and its visible comments.
 */
export async function wallArticles(ctx: ServiceContext, reader: Actor, limit: number): Promise<WallArticle[]> {
  const scope = readerScope(reader);
  const articleScope = scope.kind === 'public' ? scope : { kind: 'readers' as const, ownerId: null };
  const { rows } = await listArticles(ctx.db, articleScope, {}, ctx.now().toISOString(), { limit, offset: 0, order: 'published' });
  return Promise.all(
    rows.map(async (row) => {
      const [reactions, myReaction, commentCount] = await Promise.all([
        summary(ctx.db, 'blog_article_reactions', row.id),
        reactionOf(ctx.db, 'blog_article_reactions', reader.id, row.id),
        countComments(ctx.db, row.id, false),
      ]);
      return {
        id: row.id,
        title: row.title,
        slug: row.slug,
        excerpt: row.excerpt,
        visibility: row.visibility,
        publishedAt: row.published_at,
        authorName: row.author_id
          ? personName({ first_name: row.author_first_name, last_name: row.author_last_name, name: row.author_name }, DELETED_AUTHOR)
          : DELETED_AUTHOR,
        reactions,
        myReaction,
        commentCount,
      };
    }),
  );
}
