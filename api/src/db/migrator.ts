import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Database } from './schema';
import type { Logger } from '../shared/logger';
import { migrations } from './migrations';

/** Brings the schema to the latest migration; throws (and leaves the failed step logged) on error. */
export async function migrateToLatest(db: Kysely<Database>, logger: Logger): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  for (const result of results) {
    const fields = { migration: result.migrationName, status: result.status };
    if (result.status === 'Error') logger.error('migration failed', fields);
    else logger.info('migration applied', fields);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
