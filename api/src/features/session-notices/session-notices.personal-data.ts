import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What the session notices hold about a person, for "download my data": the changes told to them, the kinds they
 * turned off and the waiting lists they are on (ADR 171). It has the shape of my-data's `PersonalDataSection`.
 */
export const sessionNoticesPersonalData = {
  key: 'sessionNotices',
  async collect(db: Kysely<Database>, userId: string) {
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
    return { notices, turnedOff: turnedOff.map((row) => row.kind), waitingLists };
  },
} satisfies { key: string; collect(db: Kysely<Database>, userId: string): Promise<unknown> };
