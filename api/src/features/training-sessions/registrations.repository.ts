import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function registeredCount(db: Kysely<Database>, sessionId: string): Promise<number> {
  const row = await db
    .selectFrom('training_session_registrations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function isRegistered(db: Kysely<Database>, sessionId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('training_session_registrations')
    .select('user_id')
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertRegistration(db: Kysely<Database>, sessionId: string, userId: string, now: string): Promise<void> {
  await db.insertInto('training_session_registrations').values({ session_id: sessionId, user_id: userId, created_at: now }).execute();
}

/** Whether there was a sign-up to remove. */
export async function deleteRegistration(db: Kysely<Database>, sessionId: string, userId: string): Promise<boolean> {
  const removed = await db.deleteFrom('training_session_registrations').where('session_id', '=', sessionId).where('user_id', '=', userId).executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}
