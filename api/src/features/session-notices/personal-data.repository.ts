import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The rows "download my data" shows of the session notices: the changes told to the person, the kinds they turned off, their waiting lists. */
export async function sessionNoticesOfPerson(db: Kysely<Database>, userId: string) {
  const [notices, turnedOff, waitingLists] = await Promise.all([
    db
      .selectFrom('session_notices')
      .select(['session_id as sessionId', 'kind', 'title', 'start_at as startAt', 'before', 'after', 'created_at as createdAt', 'flushed_at as emailedAt'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('session_notice_opt_outs').select('kind').where('user_id', '=', userId).execute(),
    db
      .selectFrom('training_session_waiting_list as waiting')
      .innerJoin('training_sessions as session', 'session.id', 'waiting.session_id')
      .select(['session.id as sessionId', 'session.title', 'session.start_at as startAt', 'waiting.created_at as joinedAt'])
      .where('waiting.user_id', '=', userId)
      .orderBy('waiting.created_at')
      .execute(),
  ]);
  return { notices, turnedOff, waitingLists };
}
