import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-contact-and-telemetry';

/**
 * Every migration, in order. Listed by hand rather than read from the folder so that the same list
 * works under tsx, vitest and any bundler; a new file must be added here (names sort as they run).
 */
export const migrations: Record<string, Migration> = {
  '0001-contact-and-telemetry': m0001,
};
