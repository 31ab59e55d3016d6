import {
  COMMENT_MESSAGES,
  REACTION_TYPE_DETAILS,
  REACTION_TYPES,
  type ReactionSummary,
  type ReactionType,
  type ReactionTypeInfo,
  type ToggleReactionResult,
} from '@club/contracts';
import { notFoundError } from '../../shared/app-error';
import type { Actor } from '../../shared/auth/actor';
import { requireActor, requireRole } from '../../shared/auth/require-actor';
import type { ServiceContext } from '../../shared/service-context';
import { inWriteTransaction } from '../../shared/write-transaction';
import * as articles from './articles.repository';
import { BLOG_READER_ROLES, isBlogAdmin, readerScope } from './blog-access';
import * as comments from './comments.repository';
import * as repository from './reactions.repository';

interface Call<Input> {
  ctx: ServiceContext;
  actor: Actor | null;
  input: Input;
}

export type ReactionTarget = 'article' | 'comment';
const TABLES = { article: 'blog_article_reactions', comment: 'blog_comment_reactions' } as const;

export function reactionTypes(): { data: ReactionTypeInfo[] } {
  return { data: REACTION_TYPES.map((type) => ({ type, ...REACTION_TYPE_DETAILS[type] })) };
}

/** The target exists and the actor may read it (a published article, or a visible comment of one); else 404. */
async function checkTarget(ctx: ServiceContext, actor: Actor | null, target: ReactionTarget, id: string): Promise<void> {
  const now = ctx.now().toISOString();
  const scope = readerScope(actor);
  if (target === 'article') {
    if (!(await articles.findArticle(ctx.db, scope, id, now))) throw notFoundError(COMMENT_MESSAGES.articleNotFound);
    return;
  }
  const comment = await comments.findComment(ctx.db, id);
  const visible = comment && (comment.is_hidden === 0 || isBlogAdmin(actor)) && (await articles.findArticle(ctx.db, scope, comment.article_id, now));
  if (!visible) throw notFoundError(COMMENT_MESSAGES.notFound);
}

export async function reactionSummary({ ctx, actor, input }: Call<{ target: ReactionTarget; id: string }>): Promise<{ data: ReactionSummary }> {
  await checkTarget(ctx, actor, input.target, input.id);
  return { data: await repository.summary(ctx.db, TABLES[input.target], input.id) };
}

/** The caller's reaction: 401 only without a session (the client reads it as "none", spec §7); null when none. */
export async function userReaction({ ctx, actor, input }: Call<{ target: ReactionTarget; id: string }>): Promise<{ data: { type: ReactionType | null } }> {
  const signedIn = requireActor(actor);
  return { data: { type: await repository.reactionOf(ctx.db, TABLES[input.target], signedIn.id, input.id) } };
}

/** One reaction per person and target: the same type again removes it, another type replaces it. */
export async function toggleReaction({
  ctx,
  actor,
  input,
}: Call<{ target: ReactionTarget; id: string; type: ReactionType }>): Promise<{ data: ToggleReactionResult }> {
  const reader = requireRole(actor, BLOG_READER_ROLES);
  await checkTarget(ctx, reader, input.target, input.id);
  const table = TABLES[input.target];
  return inWriteTransaction(ctx, async (db) => {
    const current = await repository.reactionOf(db, table, reader.id, input.id);
    let type: ReactionType | null = input.type;
    if (current === input.type) {
      await repository.removeReaction(db, table, reader.id, input.id);
      type = null;
    } else {
      await repository.setReaction(db, table, reader.id, input.id, input.type, ctx.now().toISOString());
    }
    const action = type === null ? 'removed' : current ? 'changed' : 'added';
    return { data: { type, action, ...(await repository.summary(db, table, input.id)) } };
  });
}
