import { randomUUID } from 'node:crypto';
import {
  ARTICLE_MESSAGES,
  slugOfTitle,
  type Article,
  type ArticleListQuery,
  type ArticlePage,
  type CreateArticleInput,
  type PageQuery,
  type PublicArticleListQuery,
  type UpdateArticleInput,
} from '@club/contracts';
import type { BlogArticlesTable } from '../../db/schema';
import { AppError, conflictError, notFoundError, validationError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import { pageOffset, toPage } from '../../shared/paging';
import { normalizeSearchText } from '../../shared/search-text';
import type { Db, ServiceContext } from '../../shared/service-context';
import { isUniqueViolation } from '../../shared/unique-violation';
import { inWriteTransaction } from '../../shared/write-transaction';
import { articleHtml } from './article-content';
import { toArticle, type ArticleRow } from './article-row';
import * as repository from './articles.repository';
import { BLOG_READER_ROLES, BLOG_WRITER_ROLES, isBlogAdmin, readerScope, type ReaderScope } from './blog-access';

interface Call<Input> {
  ctx: ServiceContext;
  actor: Actor | null;
  input: Input;
}

const notFound = () => notFoundError(ARTICLE_MESSAGES.notFound);
const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);

async function withTags(db: Db, rows: ArticleRow[]): Promise<Article[]> {
  const tags = await repository.tagsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toArticle(row, tags.get(row.id) ?? []));
}

async function page(
  ctx: ServiceContext,
  scope: ReaderScope,
  query: PageQuery & repository.ArticleFilter,
  order: repository.ListOptions['order'],
): Promise<ArticlePage> {
  const now = ctx.now().toISOString();
  const { rows, total } = await repository.listArticles(ctx.db, scope, query, now, { limit: query.limit, offset: pageOffset(query), order });
  return toPage(await withTags(ctx.db, rows), total, query);
}

/** `GET /api/articles`: everything for an admin (last edited first); for others, what they may read, newest first. */
export function listArticles({ ctx, actor, input }: Call<ArticleListQuery>): Promise<ArticlePage> {
  requireRole(actor, BLOG_READER_ROLES);
  const order = input.scheduled ? 'upcoming' : isBlogAdmin(actor) ? 'updated' : 'published';
  return page(ctx, readerScope(actor), input, order);
}

/** `GET /api/articles/public`: published, public, publication date reached; newest first. Anyone. */
export function listPublicArticles({ ctx, input }: Call<PublicArticleListQuery>): Promise<ArticlePage> {
  return page(ctx, { kind: 'public' }, input, 'published');
}

/** `GET /api/articles/{id}`: `id` is the article's id or its slug (its address, ADR 178). */
export async function getArticle({ ctx, actor, input }: Call<{ id: string }>): Promise<Article> {
  requireRole(actor, BLOG_READER_ROLES);
  return readArticleByKey(ctx, readerScope(actor), input.id);
}

/** `GET /api/articles/public/{id}`: a published public article by its id or its slug. Anyone. */
export function getPublicArticle({ ctx, input }: Call<{ id: string }>): Promise<Article> {
  return readArticleByKey(ctx, { kind: 'public' }, input.id);
}

async function readArticleByKey(ctx: ServiceContext, scope: ReaderScope, key: string): Promise<Article> {
  const row = await repository.findArticleByKey(ctx.db, scope, key, ctx.now().toISOString());
  if (!row) throw notFound();
  return (await withTags(ctx.db, [row]))[0]!;
}

async function readArticle(ctx: ServiceContext, scope: ReaderScope, id: string): Promise<Article> {
  const row = await repository.findArticle(ctx.db, scope, id, ctx.now().toISOString());
  if (!row) throw notFound();
  return (await withTags(ctx.db, [row]))[0]!;
}

/** Writers other than admins keep their articles as drafts: an admin publishes them (ADR 131). */
function checkStatusAllowed(actor: Actor, status: BlogArticlesTable['status'] | undefined) {
  if (!isBlogAdmin(actor) && status !== undefined && status !== 'draft') throw forbidden(ARTICLE_MESSAGES.publishForbidden);
}

async function checkTags(db: Db, tagIds: string[]): Promise<string[]> {
  const unique = [...new Set(tagIds)];
  if ((await repository.existingTagIds(db, unique)).length !== unique.length) {
    throw validationError([{ path: 'tagIds', message: ARTICLE_MESSAGES.tagNotFound }], ARTICLE_MESSAGES.tagNotFound);
  }
  return unique;
}

/** An explicit slug must be free (409); one made from the title gets a number until it is. */
async function chooseSlug(db: Db, requested: string, title: string, exceptId?: string): Promise<string> {
  if (requested) {
    if (await repository.slugTaken(db, requested, exceptId)) throw conflictError(ARTICLE_MESSAGES.slugTaken);
    return requested;
  }
  const base = slugOfTitle(title);
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await repository.slugTaken(db, candidate, exceptId))) return candidate;
  }
}

/** A published article without a date is published now; a future date schedules it. */
const publicationDate = (status: BlogArticlesTable['status'], publishedAt: string | null, now: string) =>
  publishedAt ? new Date(publishedAt).toISOString() : status === 'published' ? now : null;

export async function createArticle({ ctx, actor, input }: Call<CreateArticleInput>): Promise<Article> {
  const author = requireRole(actor, BLOG_WRITER_ROLES);
  checkStatusAllowed(author, input.status);
  const id = await inWriteTransaction(ctx, async (db) => {
    const tagIds = await checkTags(db, input.tagIds);
    const now = ctx.now().toISOString();
    const row: BlogArticlesTable = {
      id: randomUUID(),
      title: input.title,
      slug: await chooseSlug(db, input.slug, input.title),
      excerpt: input.excerpt,
      content: input.content,
      content_html: articleHtml(input.content),
      cover_image_url: input.coverImageUrl,
      status: input.status,
      visibility: input.visibility,
      published_at: publicationDate(input.status, input.publishedAt, now),
      author_id: author.id,
      search_text: normalizeSearchText(input.title, input.excerpt),
      created_at: now,
      updated_at: now,
    };
    await insertOrConflict(() => repository.insertArticle(db, row));
    await repository.setTags(db, row.id, tagIds);
    return row.id;
  });
  return readArticle(ctx, { kind: 'all' }, id);
}

async function insertOrConflict(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    // Two requests chose the same free slug at once.
    if (isUniqueViolation(error)) throw conflictError(ARTICLE_MESSAGES.slugTaken);
    throw error;
  }
}

/** The article if the actor may change it: any for an admin, their own draft for another writer. */
async function editable(db: Db, ctx: ServiceContext, actor: Actor, id: string): Promise<ArticleRow> {
  const current = await repository.findArticle(db, readerScope(actor), id, ctx.now().toISOString());
  if (!current) throw notFound();
  if (!isBlogAdmin(actor) && (current.author_id !== actor.id || current.status !== 'draft')) throw forbidden(ARTICLE_MESSAGES.editForbidden);
  return current;
}

export async function updateArticle({ ctx, actor, input }: Call<{ id: string; changes: UpdateArticleInput }>): Promise<Article> {
  const editor = requireRole(actor, BLOG_WRITER_ROLES);
  const { changes } = input;
  checkStatusAllowed(editor, changes.status);
  await inWriteTransaction(ctx, async (db) => {
    const current = await editable(db, ctx, editor, input.id);
    const now = ctx.now().toISOString();
    const title = changes.title ?? current.title;
    const excerpt = changes.excerpt ?? current.excerpt;
    const status = changes.status ?? current.status;
    const publishedAt = changes.publishedAt !== undefined ? changes.publishedAt : current.published_at;
    const row: Partial<BlogArticlesTable> = {
      title,
      excerpt,
      status,
      published_at: publicationDate(status, publishedAt, now),
      search_text: normalizeSearchText(title, excerpt),
      updated_at: now,
      ...(changes.slug !== undefined ? { slug: await chooseSlug(db, changes.slug, title, current.id) } : {}),
      ...(changes.content !== undefined ? { content: changes.content, content_html: articleHtml(changes.content) } : {}),
      ...(changes.coverImageUrl !== undefined ? { cover_image_url: changes.coverImageUrl } : {}),
      ...(changes.visibility !== undefined ? { visibility: changes.visibility } : {}),
    };
    if (changes.tagIds !== undefined) await repository.setTags(db, current.id, await checkTags(db, changes.tagIds));
    await insertOrConflict(() => repository.updateArticle(db, current.id, row));
  });
  return readArticle(ctx, { kind: 'all' }, input.id);
}

/** Its comments, reactions and tag links go with it. */
export async function deleteArticle({ ctx, actor, input }: Call<{ id: string }>): Promise<void> {
  const editor = requireRole(actor, BLOG_WRITER_ROLES);
  await inWriteTransaction(ctx, async (db) => {
    const current = await editable(db, ctx, editor, input.id);
    await repository.deleteArticle(db, current.id);
  });
}
