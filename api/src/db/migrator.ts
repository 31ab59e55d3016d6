import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Database } from './schema';
import type { Logger } from '../shared/logger';
import { migrations } from './migrations';

/** Brings the schema to the latest migration; throws (and leaves the failed step logged) on error. */
export async function migrateToLatest(db: Kysely<Database>, logger: Logger): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(await migrationSchema(db)) });
  const { error, results = [] } = await migrator.migrateToLatest();
  for (const result of results) {
    const fields = { migration: result.migrationName, status: result.status };
    if (result.status === 'Error') logger.error('migration failed', fields);
    else logger.info('migration applied', fields);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/**
 * On PostgreSQL outside `public` (each test file works in its own schema), Kysely must be told the schema
 * of its bookkeeping tables: otherwise it looks for them in every schema, sees another file's
 * `kysely_migration_lock`, skips creating its own and fails with "relation does not exist".
 */
async function migrationSchema(db: Kysely<Database>): Promise<{ migrationTableSchema?: string }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return {};
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  return schema && schema !== 'public' ? { migrationTableSchema: schema } : {};
}
