import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database';

/**
 * A hash of every row of every table of the app's schema (migration bookkeeping aside): equal before and
 * after a request means the request wrote nothing. Tables come from introspection, so new ones count too.
 */
export async function databaseFingerprint(
  database: Pick<DatabaseHandle, 'db' | 'dialect'>,
  options: { ignore?: (table: string, row: Record<string, unknown>) => boolean } = {},
): Promise<string> {
  const tables = await appTables(database);
  const hash = createHash('sha256');
  for (const table of tables) {
    const all = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(database.db);
    const rows = { rows: options.ignore ? all.rows.filter((row) => !options.ignore?.(table, row)) : all.rows };
    // Sorted: PostgreSQL does not promise a row order without ORDER BY.
    hash.update(
      `${table}\n${rows.rows
        .map((row) => JSON.stringify(row))
        .sort()
        .join('\n')}\n`,
    );
  }
  return hash.digest('hex');
}

const cached = new WeakMap<object, Promise<string[]>>();

function appTables(database: Pick<DatabaseHandle, 'db' | 'dialect'>): Promise<string[]> {
  let tables = cached.get(database.db);
  if (!tables) {
    tables = (async () => {
      // On PostgreSQL each test file has its own schema (search_path): only that one's tables.
      const schema =
        database.dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema : undefined;
      const all = await database.db.introspection.getTables();
      return all
        .filter((table) => !table.isView && (schema === undefined || table.schema === schema) && !table.name.startsWith('kysely_'))
        .map((table) => table.name)
        .sort();
    })();
    cached.set(database.db, tables);
  }
  return tables;
}
