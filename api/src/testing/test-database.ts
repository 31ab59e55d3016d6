import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseDialect, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { createLogger } from '../shared/logger';

export interface TestDatabase {
  dialect: DatabaseDialect;
  /**
   * A migrated, empty database of its own; `dispose` removes every trace of it. `url` is a DATABASE_URL
   * that reaches the same database from another process (CLI and server tests).
   */
  open(): Promise<DatabaseHandle & { url: string; dispose(): Promise<void> }>;
}

const silent = createLogger('silent');

const sqlite: TestDatabase = {
  dialect: 'sqlite',
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'club-api-test-'));
    const file = join(dir, 'test.sqlite');
    const handle = createDatabase(file, { baseDir: dir });
    await migrateToLatest(handle.db, silent);
    return {
      ...handle,
      url: file,
      async dispose() {
        await handle.destroy().catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(url: string): TestDatabase {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    dialect: 'postgres',
    async open() {
      // One schema per test file, selected through search_path: files never see each other's rows.
      const schema = `test_${randomUUID().replaceAll('-', '')}`;
      await admin(`create schema ${schema}`);
      const handle = createDatabase(url, { baseDir: process.cwd(), searchPath: schema });
      await migrateToLatest(handle.db, silent);
      // libpq's `options` connection parameter: the other process works in the same schema.
      const schemaUrl = new URL(url);
      schemaUrl.searchParams.set('options', `-c search_path=${schema}`);
      return {
        ...handle,
        url: schemaUrl.toString(),
        async dispose() {
          await handle.destroy().catch(() => undefined);
          await admin(`drop schema if exists ${schema} cascade`);
        },
      };
    },
  };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabases(): TestDatabase[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [sqlite, postgres(url)] : [sqlite];
}
