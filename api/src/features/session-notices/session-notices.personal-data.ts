import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sessionNoticesOfPerson } from './personal-data.repository';

/**
 * What the session notices hold about a person, for "download my data": the changes told to them, the kinds they
 * turned off and the waiting lists they are on (ADR 171). It has the shape of my-data's `PersonalDataSection`.
 */
export const sessionNoticesPersonalData = {
  key: 'sessionNotices',
  async collect(db: Kysely<Database>, userId: string) {
    const { notices, turnedOff, waitingLists } = await sessionNoticesOfPerson(db, userId);
    return { notices, turnedOff: turnedOff.map((row) => row.kind), waitingLists };
  },
} satisfies { key: string; collect(db: Kysely<Database>, userId: string): Promise<unknown> };
