import { CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from './database';
import { markPrepared } from './prepared-statements';

const url = process.env.TEST_DATABASE_URL;
const MARKED = 'select pg_backend_pid() as pid, $1::int as n';
const UNMARKED = 'select pg_backend_pid() as pid';

describe.runIf(url)("Kysely's PostgreSQL pool (public PostgresPool interface)", () => {
  let handle: DatabaseHandle;
  beforeAll(() => {
    markPrepared(MARKED);
    handle = createDatabase(url!, { baseDir: process.cwd() });
  });
  afterAll(() => handle.destroy());

  const pid = async (db: Kysely<never>, text: string) => (await db.executeQuery<{ pid: number }>(CompiledQuery.raw(text, text === MARKED ? [1] : []))).rows[0]!.pid;

  it('sends a marked read outside a transaction to the pipelined connections, not to a pooled client', async () => {
    const db = handle.db as unknown as Kysely<never>;
    const pooled = await db.transaction().execute((trx) => pid(trx, UNMARKED));
    const reads = new Set(await Promise.all(Array.from({ length: 6 }, () => pid(db, MARKED))));
    expect(reads.has(pooled)).toBe(false);
    expect(reads.size).toBeLessThanOrEqual(2);
  });

  it('keeps a transaction on one pooled client, marked reads included, and prepares them there once', async () => {
    const db = handle.db as unknown as Kysely<never>;
    const seen = await db.transaction().execute(async (trx) => {
      const first = await pid(trx, UNMARKED);
      const marked = [await pid(trx, MARKED), await pid(trx, MARKED)];
      const prepared = await trx.executeQuery<{ n: number }>(
        CompiledQuery.raw('select count(*)::int as n from pg_prepared_statements where statement = $1', [MARKED]),
      );
      return { first, marked, prepared: prepared.rows[0]!.n };
    });
    expect(seen.marked).toEqual([seen.first, seen.first]);
    expect(seen.prepared).toBe(1);
  });

  it('gives a connection back after a failed statement, and the next transaction works', async () => {
    const db = handle.db as unknown as Kysely<never>;
    await expect(db.transaction().execute((trx) => trx.executeQuery(CompiledQuery.raw('select * from no_such_table')))).rejects.toThrow();
    expect(await db.transaction().execute((trx) => pid(trx, MARKED))).toBeGreaterThan(0);
  });
});
