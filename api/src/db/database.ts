import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { pipelinedReads } from './pipelined-reads';
import { kyselyPostgresPool } from './postgres-pool';
import { kyselySqliteDatabase } from './sqlite-statements';
import type { Database } from './schema';

export type DatabaseDialect = 'sqlite' | 'postgres';

/** The process's one Kysely instance, with the dialect it speaks (reported by /api/health). */
export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  destroy(): Promise<void>;
}

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

/** `file:x.sqlite`, `sqlite:x.sqlite` or a plain path; relative paths are taken from `baseDir`. */
function sqliteFilePath(url: string, baseDir: string): string {
  const path = url.replace(/^(sqlite|file):(\/\/)?/i, '');
  return path === ':memory:' ? path : resolve(baseDir, path);
}

export interface DatabaseOptions {
  /** Directory that relative SQLite paths are resolved from. */
  baseDir: string;
  /** PostgreSQL only: schema to work in (tests isolate each file in its own schema). */
  searchPath?: string;
  /** PostgreSQL only: bounds on connecting, on one statement and on a transaction left idle (ADR 084). */
  timeouts?: DatabaseTimeouts;
}

export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  idleInTransactionMs: number;
}

const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 5000, statementMs: 10_000, idleInTransactionMs: 10_000 };

/**
 * pg settings for the timeouts. statement_timeout and idle_in_transaction_session_timeout are enforced by
 * PostgreSQL; query_timeout (client side, a little later) also ends a query when the server never answers.
 */
const timeoutSettings = ({ connectMs, statementMs, idleInTransactionMs }: DatabaseTimeouts) => ({
  connectionTimeoutMillis: connectMs,
  statement_timeout: statementMs,
  idle_in_transaction_session_timeout: idleInTransactionMs,
  query_timeout: statementMs + 1000,
});

/**
 * Connections shared by the hot reads in pipeline mode, besides the pool (db/pipelined-reads.ts). One was
 * as fast as two (measured); two let PostgreSQL answer on both cores and keep a slow read from holding up
 * every other one.
 */
const PIPELINED_CONNECTIONS = 2;

export function createDatabase(url: string, options: DatabaseOptions): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const connection = {
      connectionString: url,
      ...timeoutSettings(options.timeouts ?? DEFAULT_TIMEOUTS),
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    };
    const pool = new pg.Pool({ ...connection, max: 10 });
    // An idle pooled client losing its connection (database restart, terminated backend) emits 'error' on
    // the pool; unhandled, that would crash the process. The pool drops that client and reconnects.
    pool.on('error', () => undefined);
    // Hot reads outside a transaction share pipelined connections instead of taking a pooled one each.
    const reads = pipelinedReads(connection, PIPELINED_CONNECTIONS);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: kyselyPostgresPool(pool, reads) }) });
    // Kysely ends its pool (both kinds of connections) only once it has used it.
    return { db, dialect: 'postgres', destroy: () => Promise.all([db.destroy(), reads.end()]).then(() => undefined) };
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
