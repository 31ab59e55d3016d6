import type { Tag } from '@club/contracts';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { BlogArticlesTable, Database } from '../../db/schema';
import { containsPattern } from '../../shared/search-text';
import type { ArticleRow } from './article-row';
import type { ReaderScope } from './blog-access';

export interface ArticleFilter {
  search?: string | undefined;
  status?: BlogArticlesTable['status'] | undefined;
  visibility?: BlogArticlesTable['visibility'] | undefined;
  tag?: string | undefined;
  /** Published with a publication date still to come (the admin's "scheduled" list). */
  scheduled?: boolean | undefined;
}

type ArticleQuery = SelectQueryBuilder<Database, 'blog_articles', object>;

/** Published and reached: what readers see. */
function readable(query: ArticleQuery, now: string): ArticleQuery {
  return query.where('blog_articles.status', '=', 'published').where('blog_articles.published_at', '<=', now);
}

function scoped(query: ArticleQuery, scope: ReaderScope, now: string): ArticleQuery {
  switch (scope.kind) {
    case 'all':
      return query;
    case 'public':
      return readable(query, now).where('blog_articles.visibility', '=', 'public');
    case 'readers': {
      const ownerId = scope.ownerId;
      if (!ownerId) return readable(query, now);
      return query.where((eb) =>
        eb.or([eb.and([eb('blog_articles.status', '=', 'published'), eb('blog_articles.published_at', '<=', now)]), eb('blog_articles.author_id', '=', ownerId)]),
      );
    }
  }
}

function filtered(db: Kysely<Database>, scope: ReaderScope, filter: ArticleFilter, now: string): ArticleQuery {
  let query = scoped(db.selectFrom('blog_articles'), scope, now);
  if (filter.search) query = query.where(sql<boolean>`blog_articles.search_text like ${containsPattern(filter.search)} escape '\\'`);
  if (filter.status) query = query.where('blog_articles.status', '=', filter.status);
  if (filter.visibility) query = query.where('blog_articles.visibility', '=', filter.visibility);
  if (filter.scheduled) query = query.where('blog_articles.status', '=', 'published').where('blog_articles.published_at', '>', now);
  const tag = filter.tag;
  if (tag) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('blog_article_tags')
          .select('blog_article_tags.tag_id')
          .whereRef('blog_article_tags.article_id', '=', 'blog_articles.id')
          .where('blog_article_tags.tag_id', '=', tag),
      ),
    );
  }
  return query;
}

const withAuthor = (query: ArticleQuery) =>
  query
    .leftJoin('users', 'users.id', 'blog_articles.author_id')
    .select([
      'blog_articles.id',
      'blog_articles.title',
      'blog_articles.slug',
      'blog_articles.excerpt',
      'blog_articles.content',
      'blog_articles.content_html',
      'blog_articles.cover_image_url',
      'blog_articles.status',
      'blog_articles.visibility',
      'blog_articles.published_at',
      'blog_articles.author_id',
      'blog_articles.created_at',
      'blog_articles.updated_at',
      'users.name as author_name',
      'users.first_name as author_first_name',
      'users.last_name as author_last_name',
    ]);

export interface ListOptions {
  limit: number;
  offset: number;
  /** `published`: newest publication first (readers); `updated`: last edited first (the admin list); `upcoming`: soonest first. */
  order: 'published' | 'updated' | 'upcoming';
}

export async function listArticles(db: Kysely<Database>, scope: ReaderScope, filter: ArticleFilter, now: string, options: ListOptions) {
  let query = withAuthor(filtered(db, scope, filter, now));
  if (options.order === 'published') query = query.orderBy('blog_articles.published_at', 'desc');
  else if (options.order === 'upcoming') query = query.orderBy('blog_articles.published_at', 'asc');
  else query = query.orderBy('blog_articles.updated_at', 'desc');
  const rows: ArticleRow[] = await query.orderBy('blog_articles.id').limit(options.limit).offset(options.offset).execute();
  const count = await filtered(db, scope, filter, now)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}

export async function findArticle(db: Kysely<Database>, scope: ReaderScope, id: string, now: string): Promise<ArticleRow | undefined> {
  return withAuthor(scoped(db.selectFrom('blog_articles'), scope, now).where('blog_articles.id', '=', id)).executeTakeFirst();
}

/** By its id or by its slug, its address (`/blog/<slug>`): a slug never has the form of an id (the contracts refuse it). */
export async function findArticleByKey(db: Kysely<Database>, scope: ReaderScope, key: string, now: string): Promise<ArticleRow | undefined> {
  return withAuthor(scoped(db.selectFrom('blog_articles'), scope, now).where((eb) => eb.or([eb('blog_articles.id', '=', key), eb('blog_articles.slug', '=', key)])))
    .orderBy(sql`case when blog_articles.id = ${key} then 0 else 1 end`)
    .executeTakeFirst();
}

/** Tags of each article, by name. */
export async function tagsOf(db: Kysely<Database>, articleIds: string[]): Promise<Map<string, Tag[]>> {
  const byArticle = new Map<string, Tag[]>(articleIds.map((id) => [id, []]));
  if (articleIds.length === 0) return byArticle;
  const rows = await db
    .selectFrom('blog_article_tags')
    .innerJoin('blog_tags', 'blog_tags.id', 'blog_article_tags.tag_id')
    .select(['blog_article_tags.article_id', 'blog_tags.id', 'blog_tags.name'])
    .where('blog_article_tags.article_id', 'in', articleIds)
    .orderBy('blog_tags.name_key')
    .execute();
  for (const row of rows) byArticle.get(row.article_id)?.push({ id: row.id, name: row.name });
  return byArticle;
}

export async function slugTaken(db: Kysely<Database>, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom('blog_articles').select('id').where('slug', '=', slug);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return Boolean(await query.executeTakeFirst());
}

export async function existingTagIds(db: Kysely<Database>, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  return (await db.selectFrom('blog_tags').select('id').where('id', 'in', ids).execute()).map((row) => row.id);
}

export async function insertArticle(db: Kysely<Database>, row: BlogArticlesTable): Promise<void> {
  await db.insertInto('blog_articles').values(row).execute();
}

export async function updateArticle(db: Kysely<Database>, id: string, changes: Partial<BlogArticlesTable>): Promise<void> {
  await db.updateTable('blog_articles').set(changes).where('id', '=', id).execute();
}

export async function setTags(db: Kysely<Database>, articleId: string, tagIds: string[]): Promise<void> {
  await db.deleteFrom('blog_article_tags').where('article_id', '=', articleId).execute();
  if (tagIds.length)
    await db
      .insertInto('blog_article_tags')
      .values(tagIds.map((tagId) => ({ article_id: articleId, tag_id: tagId })))
      .execute();
}

export async function deleteArticle(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('blog_articles').where('id', '=', id).execute();
}
