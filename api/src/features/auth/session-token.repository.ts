import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The session with this token and its user, in one indexed lookup (`sessions.token` is unique). */
export function findSessionActor(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.name', 'users.role', 'users.banned', 'users.ban_expires', 'sessions.expires_at'])
    .where('sessions.token', '=', token)
    .executeTakeFirst();
}
