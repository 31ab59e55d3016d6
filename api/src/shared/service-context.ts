import type { Kysely } from 'kysely';
import type { DatabaseDialect } from '../db/database';
import type { Database } from '../db/schema';

/** What a service gets besides its input: the database and a clock (tests can fix time). */
export interface ServiceContext {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
  now: () => Date;
}
