import type { Kysely } from 'kysely';
import type { Database, RemoteFailuresTable } from '../../db/schema';

export async function insertRemoteFailure(db: Kysely<Database>, row: RemoteFailuresTable): Promise<void> {
  await db.insertInto('remote_failures').values(row).execute();
}
