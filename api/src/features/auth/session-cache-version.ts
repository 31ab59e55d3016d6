import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findLiveSession } from './live-session';

/**
 * better-auth's `session.cookieCache.version` (a documented option: called with the session and user when
 * its signed cookie cache is written, and again each time it is read; a different answer makes better-auth
 * drop the cache and read its own store). Ours is the session's state as /api/* sees it, from the same
 * indexed query: a revoked, expired or banned session gets a value never given twice, so its cache is never
 * trusted again, and a live one the user's role and last change, so a role change or a profile change made
 * elsewhere is seen at once (docs/decisions/159-revocation-and-password-checks.md).
 */
export function sessionCacheVersion(db: Kysely<Database>): (session: { token: string }) => Promise<string> {
  return async (session) => {
    const row = await findLiveSession(db, session.token);
    return row ? `${row.role ?? ''}:${row.updated_at}` : `ended:${randomUUID()}`;
  };
}
