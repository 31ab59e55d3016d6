import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Adds the person at the end of the list (run under the session's row lock, so two cannot take one rank). */
export async function appendToWaitingList(db: Kysely<Database>, sessionId: string, userId: string, now: string): Promise<void> {
  const last = await db
    .selectFrom('training_session_waiting_list')
    .select((eb) => eb.fn.max<number | string | null>('rank').as('rank'))
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  await db
    .insertInto('training_session_waiting_list')
    .values({ session_id: sessionId, user_id: userId, rank: Number(last?.rank ?? 0) + 1, created_at: now })
    .onConflict((oc) => oc.columns(['session_id', 'user_id']).doNothing())
    .execute();
}

export async function removeFromWaitingList(db: Kysely<Database>, sessionId: string, userId: string): Promise<void> {
  await db.deleteFrom('training_session_waiting_list').where('session_id', '=', sessionId).where('user_id', '=', userId).execute();
}

/** The list in order, with each person's name. */
export async function waitingList(db: Kysely<Database>, sessionId: string): Promise<{ user_id: string; name: string }[]> {
  return db
    .selectFrom('training_session_waiting_list as waiting')
    .innerJoin('users as user', 'user.id', 'waiting.user_id')
    .select(['waiting.user_id', 'user.name'])
    .where('waiting.session_id', '=', sessionId)
    .orderBy('waiting.rank')
    .execute();
}

/** My position (1 = next) on the lists of these sessions. */
export async function myWaitingPositions(db: Kysely<Database>, userId: string, sessionIds: string[]): Promise<Map<string, number>> {
  if (!sessionIds.length) return new Map();
  const rows = await db
    .selectFrom('training_session_waiting_list as mine')
    .select((eb) => [
      'mine.session_id',
      eb
        .selectFrom('training_session_waiting_list as ahead')
        .select((sub) => sub.fn.countAll<number | string>().as('n'))
        .whereRef('ahead.session_id', '=', 'mine.session_id')
        .whereRef('ahead.rank', '<', 'mine.rank')
        .as('ahead'),
    ])
    .where('mine.user_id', '=', userId)
    .where('mine.session_id', 'in', sessionIds)
    .execute();
  return new Map(rows.map((row) => [row.session_id, Number(row.ahead ?? 0) + 1]));
}
