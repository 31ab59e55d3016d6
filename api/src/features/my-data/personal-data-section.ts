import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * One kind of data the association holds about a person, for "download my data" (issue 14, ADR 142).
 * A feature that stores personal data exports one section from `<feature>.personal-data.ts`;
 * personal-data.ts composes them, and the export runs every `collect` for the signed-in person only.
 */
export interface PersonalDataSection {
  /** The key of this data in the exported JSON (`profile`, `bookings`…). */
  key: string;
  /** `now` is the export's clock, for sections whose content depends on the day (a person's age). */
  collect(db: Kysely<Database>, userId: string, now: Date): Promise<unknown>;
}
