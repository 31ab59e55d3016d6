import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isBanned } from '../../shared/auth/ban';
import { findSessionActor } from './session-token.repository';

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
    const row = await findSessionActor(db, session.token);
    const now = new Date().toISOString();
    if (!row || row.expires_at <= now || isBanned(row, now)) return `ended:${randomUUID()}`;
    return `${row.role ?? ''}:${row.updated_at}`;
  };
}
