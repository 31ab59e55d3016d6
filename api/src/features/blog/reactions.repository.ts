import { REACTION_TYPES, type ReactionSummary, type ReactionType } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type ReactionTable = 'blog_article_reactions' | 'blog_comment_reactions';

export async function summary(db: Kysely<Database>, table: ReactionTable, targetId: string): Promise<ReactionSummary> {
  const rows = await db
    .selectFrom(table)
    .select(['type', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('target_id', '=', targetId)
    .groupBy('type')
    .execute();
  const counts = Object.fromEntries(REACTION_TYPES.map((type) => [type, 0])) as Record<ReactionType, number>;
  for (const row of rows) if ((REACTION_TYPES as readonly string[]).includes(row.type)) counts[row.type as ReactionType] = Number(row.n);
  return { counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
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
