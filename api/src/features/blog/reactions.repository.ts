import { REACTION_TYPES, type ReactionSummary, type ReactionType } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type ReactionTable = 'blog_article_reactions' | 'blog_comment_reactions';

const isReactionType = (type: string): type is ReactionType => (REACTION_TYPES as readonly string[]).includes(type);

function toSummary(rows: { type: string; n: number | string }[]): ReactionSummary {
  const counts = Object.fromEntries(REACTION_TYPES.map((type) => [type, 0])) as Record<ReactionType, number>;
  for (const row of rows) if (isReactionType(row.type)) counts[row.type] = Number(row.n);
  return { counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
}

/** Zero of every type: a target nobody reacted to. */
export const noReactions = (): ReactionSummary => toSummary([]);

export async function summary(db: Kysely<Database>, table: ReactionTable, targetId: string): Promise<ReactionSummary> {
  const rows = await db
    .selectFrom(table)
    .select(['type', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('target_id', '=', targetId)
    .groupBy('type')
    .execute();
  return toSummary(rows);
}

/** The counts of several targets in one query (a page of comments); a target without reactions gets zeros. */
export async function summaries(db: Kysely<Database>, table: ReactionTable, targetIds: readonly string[]): Promise<Map<string, ReactionSummary>> {
  const rows = targetIds.length
    ? await db
        .selectFrom(table)
        .select(['target_id', 'type', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('target_id', 'in', targetIds)
        .groupBy(['target_id', 'type'])
        .execute()
    : [];
  return new Map(targetIds.map((id) => [id, toSummary(rows.filter((row) => row.target_id === id))]));
}

/** The person's reaction on each of several targets (absent: none). */
export async function reactionsOf(db: Kysely<Database>, table: ReactionTable, userId: string, targetIds: readonly string[]): Promise<Map<string, ReactionType>> {
  if (!targetIds.length) return new Map();
  const rows = await db.selectFrom(table).select(['target_id', 'type']).where('user_id', '=', userId).where('target_id', 'in', targetIds).execute();
  return new Map(rows.filter((row) => isReactionType(row.type)).map((row) => [row.target_id, row.type as ReactionType]));
}

export async function reactionOf(db: Kysely<Database>, table: ReactionTable, userId: string, targetId: string): Promise<ReactionType | null> {
  const row = await db.selectFrom(table).select('type').where('user_id', '=', userId).where('target_id', '=', targetId).executeTakeFirst();
  return (row?.type as ReactionType | undefined) ?? null;
}

export async function setReaction(db: Kysely<Database>, table: ReactionTable, userId: string, targetId: string, type: ReactionType, now: string): Promise<void> {
  await db.deleteFrom(table).where('user_id', '=', userId).where('target_id', '=', targetId).execute();
  await db.insertInto(table).values({ user_id: userId, target_id: targetId, type, created_at: now }).execute();
}

export async function removeReaction(db: Kysely<Database>, table: ReactionTable, userId: string, targetId: string): Promise<void> {
  await db.deleteFrom(table).where('user_id', '=', userId).where('target_id', '=', targetId).execute();
}
