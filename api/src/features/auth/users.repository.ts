import type { Kysely } from 'kysely';
import type { AccountsTable, Database, UsersTable } from '../../db/schema';

/** better-auth's provider id for e-mail + password accounts. */
const CREDENTIAL_PROVIDER = 'credential';

/**
 * Writes a user and their e-mail + password account the way better-auth stores them (seed and tests;
 * product sign-ups go through better-auth). `passwordHash` comes from better-auth's `hashPassword`.
 */
export async function insertUserWithPassword(
  db: Kysely<Database>,
  user: Omit<UsersTable, 'image' | 'banned' | 'ban_reason' | 'ban_expires' | 'two_factor_enabled'>,
  account: Pick<AccountsTable, 'id'> & { passwordHash: string },
): Promise<void> {
  await db
    .insertInto('users')
    .values({ ...user, image: null, banned: 0, ban_reason: null, ban_expires: null, two_factor_enabled: 0 })
    .execute();
  await db
    .insertInto('accounts')
    .values({
      id: account.id,
      user_id: user.id,
      account_id: user.id,
      provider_id: CREDENTIAL_PROVIDER,
      access_token: null,
      refresh_token: null,
      id_token: null,
      access_token_expires_at: null,
      refresh_token_expires_at: null,
      scope: null,
      password: account.passwordHash,
      created_at: user.created_at,
      updated_at: user.updated_at,
    })
    .execute();
}

/** The addresses among `emails` that have an account, in alphabetical order. */
export async function findExistingEmails(db: Kysely<Database>, emails: readonly string[]): Promise<string[]> {
  if (!emails.length) return [];
  const rows = await db.selectFrom('users').select('email').where('email', 'in', emails).orderBy('email').execute();
  return rows.map((row) => row.email);
}

/** Deletes the accounts of `emails` (their rows cascade) and returns the addresses deleted, in alphabetical order. */
export async function deleteUsersByEmail(db: Kysely<Database>, emails: readonly string[]): Promise<string[]> {
  if (!emails.length) return [];
  const rows = await db.deleteFrom('users').where('email', 'in', emails).returning('email').execute();
  return rows.map((row) => row.email).sort();
}

/** Whether an account has this address. */
export async function emailIsTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

/** The first name a person gave, or null (also for an unknown id). */
export async function findFirstName(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('first_name').where('id', '=', userId).executeTakeFirst();
  return row?.first_name ?? null;
}
