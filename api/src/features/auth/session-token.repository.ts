import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { reusableQuery, type Params } from '../../shared/reusable-query';

// Run on every signed-in API request: compiled once (docs/decisions/060-api-request-path.md).
const sessionActor = reusableQuery((db: Kysely<Database>, p: Params<{ token: string }>) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.role',
      'users.banned',
      'users.ban_expires',
      'users.updated_at',
      'sessions.expires_at',
      'sessions.impersonated_by',
    ])
    .where('sessions.token', '=', p.token),
);

/** The session with this token and its user, in one indexed lookup (`sessions.token` is unique). */
export async function findSessionActor(db: Kysely<Database>, token: string) {
  return (await sessionActor(db, { token }))[0];
}
