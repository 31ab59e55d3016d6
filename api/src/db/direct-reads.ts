import type { Kysely } from 'kysely';

/**
 * Where the hot reads of `reusableQuery` run when they are outside any transaction, if not through Kysely's
 * executor: on PostgreSQL, the connections shared in pipeline mode (db/pipelined-reads.ts), since a pooled
 * connection per read cost twice the CPU per request (docs/decisions/064-boring-internals.md). It receives
 * the SQL and parameters Kysely compiled (its public `compile()`); SQLite has none (Kysely's executor).
 */
export type DirectRead = (sql: string, parameters: readonly unknown[]) => Promise<unknown[]>;

const directReads = new WeakMap<Kysely<never>, DirectRead>();

export function registerDirectRead(db: Kysely<never>, read: DirectRead): void {
  directReads.set(db, read);
}

/** Only for the Kysely instance `createDatabase` made, never for its transactions (other instances). */
export function directReadOf(db: Kysely<never>): DirectRead | undefined {
  return directReads.get(db);
}
