import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { trainingSessionsOfPerson } from './personal-data.repository';

/**
 * The training-session data held about a person, for "download my data" (issue 14): the roll calls that name
 * them, their sign-ups and the sessions they lead. It has the shape of my-data's `PersonalDataSection`
 * (api/src/features/my-data/personal-data.ts), which lists it.
 */
export const trainingSessionsPersonalData = {
  key: 'trainingSessions',
  collect(db: Kysely<Database>, userId: string) {
    return trainingSessionsOfPerson(db, userId);
  },
} satisfies { key: string; collect(db: Kysely<Database>, userId: string): Promise<unknown> };
