import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { usePreparedStatements } from './prepared-statements';
import { kyselySqliteDatabase } from './sqlite-statements';
import type { Database } from './schema';

export type DatabaseDialect = 'sqlite' | 'postgres';

/** The process's one Kysely instance, with the dialect it speaks (reported by /api/health). */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  destroy(): Promise<void>;
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

/** `file:x.sqlite`, `sqlite:x.sqlite` or a plain path; relative paths are taken from `baseDir`. */
export function sqliteFilePath(url: string, baseDir: string): string {
  const path = url.replace(/^(sqlite|file):(\/\/)?/i, '');
  return path === ':memory:' ? path : resolve(baseDir, path);
}

export interface DatabaseOptions {
  /** Directory that relative SQLite paths are resolved from. */
  baseDir: string;
  /** PostgreSQL only: schema to work in (tests isolate each file in its own schema). */
  searchPath?: string;
}

export function createDatabase(url: string, options: DatabaseOptions): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    // An idle pooled client losing its connection (database restart, terminated backend) emits 'error' on
    // the pool; unhandled, that would crash the process. The pool drops that client and reconnects.
    pool.on('error', () => undefined);
    pool.on('connect', usePreparedStatements);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = sqliteFilePath(url, options.baseDir);
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL: readers never block the writer; busy_timeout waits instead of failing under brief contention.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqliteDatabase(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
