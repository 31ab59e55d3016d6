import type { Kysely } from 'kysely';

/**
 * A synchronous way to run a read on a database's only SQLite connection, bypassing Kysely's connection
 * mutex and its chain of promises (about ten per query, each costly while better-auth's AsyncLocalStorage
 * keeps promise hooks on). Answers undefined when the read must wait its turn instead: while the
 * connection is inside a transaction, whose writes another request must not see before they are committed.
 */
export type DirectRead = (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;

const directReads = new WeakMap<Kysely<never>, DirectRead>();

export function registerDirectRead(db: Kysely<never>, read: DirectRead): void {
  directReads.set(db, read);
}

/** Only for the Kysely instance `createDatabase` made for SQLite; not for its transactions or PostgreSQL. */
export function directReadOf(db: Kysely<never>): DirectRead | undefined {
  return directReads.get(db);
}
