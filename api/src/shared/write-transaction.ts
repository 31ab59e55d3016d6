import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ServiceContext } from './service-context';

/**
 * Runs `work` in a transaction that may read-then-write without a race (docs/decisions/031-reservation-concurrency.md).
 *
 * - PostgreSQL: a regular transaction; the repository locks the row it decides on with `SELECT … FOR UPDATE`.
 * - SQLite: `BEGIN IMMEDIATE` takes the database's write lock before the first read, so a second process
 *   on the same file waits (busy_timeout) instead of deciding on a stale read. Inside one process Kysely
 *   already serialises everything on its single connection (a mutex held for the whole callback).
 */
export async function inWriteTransaction<Result>(ctx: ServiceContext, work: (db: Kysely<Database>) => Promise<Result>): Promise<Result> {
  if (ctx.dialect === 'postgres') return ctx.db.transaction().execute(work);
  return ctx.db.connection().execute(async (db) => {
    await sql`begin immediate`.execute(db);
    try {
      const result = await work(db);
      await sql`commit`.execute(db);
      return result;
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  });
}
