import { randomUUID } from 'node:crypto';
import { CreateArticleInputSchema, slugOfTitle } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { normalizeSearchText } from '../../shared/search-text';
import { articleHtml } from '../blog/article-content';
import { DEMO_ARTICLES, DEMO_TAGS } from './blog-demo.data';

const EMAILS = { admin: 'admin@demo.asso.fr', coach: 'coach@demo.asso.fr', membre: 'membre@demo.asso.fr' } as const;
const DAY = 86_400_000;

/** The blog's demo (after the identity seed: authors are the demo accounts). */
export async function seedDemoBlog(db: Kysely<Database>, now: Date): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', Object.values(EMAILS)).execute();
  const userId = (key: keyof typeof EMAILS) => users.find((user) => user.email === EMAILS[key])?.id ?? null;
  const tagIds = new Map<string, string>();
  for (const name of DEMO_TAGS) {
    const id = randomUUID();
    tagIds.set(name, id);
    await db
      .insertInto('blog_tags')
      .values({ id, name, name_key: normalizeSearchText(name), created_at: now.toISOString(), updated_at: now.toISOString() })
      .execute();
  }
  for (const [index, demo] of DEMO_ARTICLES.entries()) {
    // Parsed with the API's contract: demo data obeys the rules of the form.
    const input = CreateArticleInputSchema.parse({ ...demo, tagIds: [] });
    const id = randomUUID();
    const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
    const createdAt = at(Math.min(demo.publishedInDays ?? 0, 0) - 1 - index / 100);
    await db
      .insertInto('blog_articles')
      .values({
        id,
        title: input.title,
        slug: slugOfTitle(input.title),
        excerpt: input.excerpt,
        content: input.content,
        content_html: articleHtml(input.content),
        cover_image_url: input.coverImageUrl,
        status: input.status,
        visibility: input.visibility,
        published_at: demo.publishedInDays === null ? null : at(demo.publishedInDays),
        author_id: userId(demo.author),
        search_text: normalizeSearchText(input.title, input.excerpt),
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    const tags = demo.tags.map((name) => ({ article_id: id, tag_id: tagIds.get(name)! }));
    if (tags.length) await db.insertInto('blog_article_tags').values(tags).execute();
    for (const [position, comment] of demo.comments.entries()) {
      const author = userId(comment.author);
      if (!author) continue;
      const written = at((demo.publishedInDays ?? 0) + (position + 1) / 24);
      const commentId = randomUUID();
      await db
        .insertInto('blog_comments')
        .values({
          id: commentId,
          article_id: id,
          author_id: author,
          content: comment.content,
          is_hidden: comment.hidden ? 1 : 0,
          created_at: written,
          updated_at: written,
        })
        .execute();
      const reactions = (comment.reactions ?? []).flatMap(({ author: reader, type }) => {
        const user_id = userId(reader);
        return user_id ? [{ user_id, target_id: commentId, type, created_at: written }] : [];
      });
      if (reactions.length) await db.insertInto('blog_comment_reactions').values(reactions).execute();
    }
    for (const reaction of demo.reactions) {
      const author = userId(reaction.author);
      if (author)
        await db
          .insertInto('blog_article_reactions')
          .values({ user_id: author, target_id: id, type: reaction.type, created_at: at(0) })
          .execute();
    }
  }
}
