import type { DatabaseHandle } from '../db/database';
import { feedPath } from '../features/activities/calendar-feed.service';
import { hashSecretToken, newSecretToken } from '../shared/secret-token';
import { createVerifiedUser } from './auth-helpers';

/** A personal iCal feed of a person who is none of the gate's actors (their POSTs regenerate their own): its public path. */
export async function calendarFeedFixture(database: DatabaseHandle): Promise<string> {
  const owner = await createVerifiedUser(database, { role: 'member', firstName: 'Abonné' });
  const token = newSecretToken();
  await database.db
    .insertInto('calendar_feeds')
    .values({ user_id: owner.id, token_hash: hashSecretToken(token), created_at: new Date().toISOString() })
    .execute();
  return feedPath(token);
}
