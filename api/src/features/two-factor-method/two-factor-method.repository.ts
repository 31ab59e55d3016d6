import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** better-auth's flag on the account and its authenticator secret, if one was ever confirmed. */
export async function findTwoFactorState(db: Kysely<Database>, userId: string) {
  const [user, secret] = await Promise.all([
    db.selectFrom('users').select('two_factor_enabled').where('id', '=', userId).executeTakeFirst(),
    db.selectFrom('two_factors').select('verified').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  return { enabled: user?.two_factor_enabled === 1, appConfirmed: secret !== undefined && secret.verified !== 0 };
}
