import { RoleSchema } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../../shared/auth/actor';
import type { ActorResolver } from '../../shared/auth/session.middleware';
import type { Auth } from './auth';
import { findLiveSession, type LiveSession } from './live-session';
import { verifiedCookieCache } from './verified-cookie-cache';

const actorOf = (row: LiveSession): Actor => {
  const role = RoleSchema.safeParse(row.role);
  return { id: row.id, email: row.email, name: row.name, role: role.success ? role.data : 'user', ...(row.impersonated_by ? { impersonated: true } : {}) };
};

/**
 * The request's actor, through better-auth's public session API (docs/decisions/186-better-auth-public-session-api.md):
 * the session token comes from its signed cookie cache (`getCookieCache`) or, without a usable one, from
 * `auth.api.getSession`, which checks the session cookie and reads its store. Either way the session and its
 * user are then read from the database (`findLiveSession`), so a revoked, expired or banned session is
 * refused at once and a role change is seen at once. Refreshing the session's expiry stays with
 * better-auth's own /api/auth/get-session, which the site calls.
 */
export function sessionActorResolver(auth: Auth, db: Kysely<Database>): ActorResolver {
  const cookieCache = verifiedCookieCache(auth);
  const tokenOf = async (headers: Headers): Promise<string | null> => {
    const cached = await cookieCache(headers);
    if (cached) return cached.session.token;
    const session = await auth.api.getSession({ headers, query: { disableCookieCache: true, disableRefresh: true } });
    return session?.session.token ?? null;
  };
  return async (headers) => {
    const token = await tokenOf(headers);
    const row = token ? await findLiveSession(db, token) : null;
    return row ? actorOf(row) : null;
  };
}
