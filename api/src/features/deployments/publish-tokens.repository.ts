import type { Kysely } from 'kysely';
import type { Database, PublishTokensTable } from '../../db/schema';

export const listTokens = (db: Kysely<Database>): Promise<PublishTokensTable[]> =>
  db.selectFrom('publish_tokens').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();

export const findToken = (db: Kysely<Database>, id: string): Promise<PublishTokensTable | undefined> =>
  db.selectFrom('publish_tokens').selectAll().where('id', '=', id).executeTakeFirst();

export const findTokenByHash = (db: Kysely<Database>, tokenHash: string): Promise<PublishTokensTable | undefined> =>
  db.selectFrom('publish_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export async function insertToken(db: Kysely<Database>, row: PublishTokensTable): Promise<void> {
  await db.insertInto('publish_tokens').values(row).execute();
}

export async function setTokenRevoked(db: Kysely<Database>, id: string, revokedAt: string): Promise<void> {
  await db.updateTable('publish_tokens').set({ revoked_at: revokedAt }).where('id', '=', id).execute();
}

export async function setTokenUsed(db: Kysely<Database>, id: string, usedAt: string): Promise<void> {
  await db.updateTable('publish_tokens').set({ last_used_at: usedAt }).where('id', '=', id).execute();
}
