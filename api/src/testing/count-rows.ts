import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How many rows a table holds: what a test reads to prove that a refused write stored nothing. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
