import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../db/database';
import type { Database } from '../db/schema';

/** The database a service hands to its repositories: the process's instance, or the transaction it runs in. */
export type Db = Kysely<Database>;

/** What a service gets besides its input: the database and a clock (tests can fix time). */
export interface ServiceContext {
  db: Db;
  dialect: DatabaseDialect;
  now: () => Date;
}
