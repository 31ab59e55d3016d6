import type { Kysely } from 'kysely';

/**
 * A read run straight on the driver, bypassing Kysely's connection handling and its chain of promises
 * (about ten per query, each costly while better-auth's AsyncLocalStorage keeps promise hooks on):
 * - SQLite: synchronously on the only connection; undefined (wait your turn through Kysely) while that
 *   connection is inside a transaction, whose writes another request must not see before they are committed;
 * - PostgreSQL: outside any transaction (as Kysely would), with `pool.query`.
 */
export type DirectRead = (sql: string, parameters: readonly unknown[]) => unknown[] | Promise<unknown[]> | undefined;

const directReads = new WeakMap<Kysely<never>, DirectRead>();

export function registerDirectRead(db: Kysely<never>, read: DirectRead): void {
  directReads.set(db, read);
}

/** Only for the Kysely instance `createDatabase` made, never for its transactions. */
export function directReadOf(db: Kysely<never>): DirectRead | undefined {
  return directReads.get(db);
}
