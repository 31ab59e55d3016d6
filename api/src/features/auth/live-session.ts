import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isBanned } from '../../shared/auth/ban';
import { findSessionActor } from './session-token.repository';

export type LiveSession = NonNullable<Awaited<ReturnType<typeof findSessionActor>>>;

/**
 * The session with this token and its user, as the database holds them now, when the session is live:
 * not revoked, not expired, its user not banned. The one rule of "a session that counts", used by `/api/*`
 * (session-actor-resolver.ts) and by better-auth's cookie cache (session-cache-version.ts).
 */
export async function findLiveSession(db: Kysely<Database>, token: string): Promise<LiveSession | null> {
  const row = await findSessionActor(db, token);
  const now = new Date().toISOString();
  return row && row.expires_at > now && !isBanned(row, now) ? row : null;
}
