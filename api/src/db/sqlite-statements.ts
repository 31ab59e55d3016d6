import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 behind Kysely's public `SqliteDatabase` interface (the two methods its SQLite dialect
 * uses), with two savings measured in docs/decisions/060-api-request-path.md:
 * - Prepared statements are kept and reused. Kysely prepares every query anew, and preparing costs as much
 *   as running a small indexed query; queries come from a fixed set of shapes (values are bound
 *   parameters). Statements are only run to completion, never left half-iterated, so reusing one is safe.
 * - Rows are read as arrays and named here: better-sqlite3 builds each row object key by key, half the
 *   cost of reading a rooms page.
 */
export function kyselySqliteDatabase(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => void sqlite.close(),
    prepare(source) {
      let statement = statements.get(source);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = withArrayReads(sqlite.prepare(source), source);
        statements.set(source, statement);
      }
      return statement;
    },
  };
}

/**
 * Only for statements whose result columns are fixed by their text (no `*`, which a schema change could
 * widen); the rows are the same objects as better-sqlite3's (a repeated name keeps the last value).
 */
function withArrayReads(statement: SQLite.Statement, source: string): SqliteStatement {
  if (!statement.reader || source.includes('*')) return statement;
  const names = statement.columns().map((column) => column.name);
  if (names.includes('__proto__')) return statement;
  const toRow = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < names.length; index += 1) row[names[index]!] = values[index];
    return row;
  };
  const arrays = statement.raw(true);
  return {
    reader: true,
    all: (parameters) => (arrays.all(parameters) as unknown[][]).map(toRow),
    run: (parameters) => arrays.run(parameters),
    *iterate(parameters) {
      for (const values of arrays.iterate(parameters) as IterableIterator<unknown[]>) yield toRow(values);
    },
  };
}
