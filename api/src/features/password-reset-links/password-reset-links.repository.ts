import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The person a reset link is for: their address, and whether they may sign in at all. */
export function findResetTarget(db: Kysely<Database>, id: string) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'banned']).where('id', '=', id).executeTakeFirst();
}
