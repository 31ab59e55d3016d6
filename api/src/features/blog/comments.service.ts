import { randomUUID } from 'node:crypto';
import {
  COMMENT_MESSAGES,
  type Comment,
  type CommentCount,
  type CommentPage,
  type CreateCommentInput,
  type PageQuery,
  type Paged,
  type RecentComment,
  type RecentCommentQuery,
  type UpdateCommentInput,
} from '@club/contracts';
import { AppError, notFoundError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import { pageOffset, toPage } from '../../shared/paging';
import type { MailOutbox } from '../../shared/mail/mailer';
import { hiddenCommentEmail } from '../../shared/mail/templates/blog-emails';
import type { ServiceContext } from '../../shared/service-context';
import { inWriteTransaction } from '../../shared/write-transaction';
import { personName } from './article-row';
import * as articles from './articles.repository';
import { BLOG_ADMIN_ROLES, BLOG_READER_ROLES, isBlogAdmin, readerScope } from './blog-access';
import * as repository from './comments.repository';
import * as reactions from './reactions.repository';

interface Call<Input> {
  ctx: ServiceContext;
  actor: Actor | null;
  input: Input;
}

/** The comments' writes tell a hidden comment's author by e-mail, through the outbox (ADR 178). */
export type CommentsContext = ServiceContext & { outbox: MailOutbox; site: { name: string; url: string } };

const toComment = (row: repository.CommentRow): Comment => ({
  id: row.id,
  articleId: row.article_id,
  content: row.content,
  authorId: row.author_id,
  authorName: personName(row, 'Membre'),
  isHidden: row.is_hidden === 1,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const notFound = () => notFoundError(COMMENT_MESSAGES.notFound);
const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);

/** The article if the actor may read it (else 404: a hidden article is not revealed). */
async function readableArticle(ctx: ServiceContext, actor: Actor | null, articleId: string) {
  const article = await articles.findArticle(ctx.db, readerScope(actor), articleId, ctx.now().toISOString());
  if (!article) throw notFoundError(COMMENT_MESSAGES.articleNotFound);
  return article;
}

/** Admins see every hidden comment, its author their own (marked as hidden), nobody else any. */
const hiddenSeenBy = (actor: Actor | null): repository.HiddenComments => (isBlogAdmin(actor) ? 'all' : actor ? { authorId: actor.id } : 'none');

/** A comment the actor may see: on an article they may read, not hidden unless they moderate or wrote it. */
async function visibleComment(ctx: ServiceContext, actor: Actor | null, id: string) {
  const row = await repository.findComment(ctx.db, id);
  if (!row || (row.is_hidden === 1 && !isBlogAdmin(actor) && row.author_id !== actor?.id)) throw notFound();
  await readableArticle(ctx, actor, row.article_id).catch(() => {
    throw notFound();
  });
  return row;
}

export async function listComments({ ctx, actor, input }: Call<PageQuery & { articleId: string }>): Promise<CommentPage> {
  await readableArticle(ctx, actor, input.articleId);
  const { rows, total } = await repository.listComments(ctx.db, input.articleId, hiddenSeenBy(actor), input.limit, pageOffset(input));
  const ids = rows.map((row) => row.id);
  const [counts, mine] = await Promise.all([
    reactions.summaries(ctx.db, 'blog_comment_reactions', ids),
    actor ? reactions.reactionsOf(ctx.db, 'blog_comment_reactions', actor.id, ids) : new Map<string, never>(),
  ]);
  return toPage(
    rows.map((row) => ({ ...toComment(row), reactions: counts.get(row.id) ?? reactions.noReactions(), myReaction: mine.get(row.id) ?? null })),
    total,
    input,
  );
}

export async function countComments({ ctx, actor, input }: Call<{ articleId: string }>): Promise<CommentCount> {
  await readableArticle(ctx, actor, input.articleId);
  return { count: await repository.countComments(ctx.db, input.articleId, false) };
}

export async function getComment({ ctx, actor, input }: Call<{ id: string }>): Promise<Comment> {
  return toComment(await visibleComment(ctx, actor, input.id));
}

/** `GET /api/comments`: every comment, newest first, with its article's title, all or the visible or hidden ones (admins: moderation). */
export async function listRecentComments({ ctx, actor, input }: Call<RecentCommentQuery>): Promise<Paged<RecentComment>> {
  requireRole(actor, BLOG_ADMIN_ROLES);
  const hidden = input.status === undefined ? undefined : input.status === 'hidden';
  const { rows, total } = await repository.recentComments(ctx.db, hidden, input.limit, pageOffset(input));
  return toPage(
    rows.map((row) => ({ ...toComment(row), articleTitle: row.article_title })),
    total,
    input,
  );
}

/** Members comment published articles they can read; the text is stored as typed and always shown as text. */
export async function createComment({ ctx, actor, input }: Call<CreateCommentInput>): Promise<Comment> {
  const author = requireRole(actor, BLOG_READER_ROLES);
  const article = await readableArticle(ctx, author, input.articleId);
  if (article.status !== 'published' || (article.published_at ?? '') > ctx.now().toISOString()) throw forbidden(COMMENT_MESSAGES.notOpen);
  const now = ctx.now().toISOString();
  const id = randomUUID();
  await repository.insertComment(ctx.db, {
    id,
    article_id: article.id,
    author_id: author.id,
    content: input.content,
    is_hidden: 0,
    created_at: now,
    updated_at: now,
  });
  return toComment((await repository.findComment(ctx.db, id))!);
}

/**
 * The author edits their text; an admin may edit any and hide or show it. Hiding writes, in the same transaction,
 * the e-mail that tells the author (ADR 178); showing it again does not.
 */
export async function updateComment({
  ctx,
  actor,
  input,
}: {
  ctx: CommentsContext;
  actor: Actor | null;
  input: { id: string; changes: UpdateCommentInput };
}): Promise<Comment> {
  const editor = requireRole(actor, BLOG_READER_ROLES);
  const current = await visibleComment(ctx, editor, input.id);
  const admin = isBlogAdmin(editor);
  if (input.changes.isHidden !== undefined && !admin) throw forbidden(COMMENT_MESSAGES.moderationForbidden);
  if (input.changes.content !== undefined && !admin && current.author_id !== editor.id) throw forbidden(COMMENT_MESSAGES.ownOnly);
  const hiding = input.changes.isHidden === true && current.is_hidden === 0;
  await inWriteTransaction(ctx, async (db) => {
    await repository.updateComment(db, current.id, {
      ...(input.changes.content !== undefined ? { content: input.changes.content } : {}),
      ...(input.changes.isHidden !== undefined ? { is_hidden: input.changes.isHidden ? 1 : 0 } : {}),
      updated_at: ctx.now().toISOString(),
    });
    if (hiding && current.author_id !== editor.id) {
      await ctx.outbox.enqueue(
        db,
        hiddenCommentEmail({
          site: ctx.site,
          to: { email: current.author_email, firstName: current.first_name ?? current.name },
          article: { title: current.article_title, slug: current.article_slug },
          comment: input.changes.content ?? current.content,
        }),
      );
    }
  });
  return toComment((await repository.findComment(ctx.db, current.id))!);
}

export async function deleteComment({ ctx, actor, input }: Call<{ id: string }>): Promise<void> {
  const editor = requireRole(actor, BLOG_READER_ROLES);
  const current = await visibleComment(ctx, editor, input.id);
  if (!isBlogAdmin(editor) && current.author_id !== editor.id) throw forbidden(COMMENT_MESSAGES.ownOnly);
  await repository.deleteComment(ctx.db, current.id);
}
