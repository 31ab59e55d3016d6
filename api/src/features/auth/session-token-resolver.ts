import { createHmac, timingSafeEqual } from 'node:crypto';
import { RoleSchema } from '@club/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../../shared/auth/actor';
import { isBanned } from '../../shared/auth/ban';
import type { ActorResolver } from '../../shared/auth/session.middleware';
import type { Auth } from './auth';
import { findSessionActor } from './session-token.repository';

/** The value of one cookie of a `Cookie` header (first occurrence, URL-decoded as better-call does). */
function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/** The token of a better-call signed cookie `token.base64(HMAC-SHA256(secret, token))`, or null if forged. */
function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

const MAX_VERIFIED_COOKIES = 1000;

/**
 * `verifySignedToken` for one secret, remembering the cookie values whose signature held: the HMAC showed
 * in a signed-in list request's CPU profile (docs/decisions/060-api-request-path.md, bench/results/figures-from-code-comments.md)
 * and depends only on the value and the secret. Forged values are
 * never kept; the session itself is still read from the database on every request.
 */
function signatureVerifier(secret: string): (value: string) => string | null {
  const verified = new Map<string, string>();
  return (value) => {
    const known = verified.get(value);
    if (known !== undefined) return known;
    const token = verifySignedToken(value, secret);
    if (token !== null) {
      if (verified.size >= MAX_VERIFIED_COOKIES) verified.clear();
      verified.set(value, token);
    }
    return token;
  };
}

/**
 * The request's actor from better-auth's signed session cookie, checked against the database on every
 * request (docs/decisions/036-lean-session-lookup.md): same answer as `auth.api.getSession` with the cookie
 * cache disabled — a revoked, expired or banned session is refused at once — for one indexed query
 * instead of better-auth's whole endpoint pipeline (measured: docs/decisions/036-lean-session-lookup.md).
 * Refreshing the session's expiry stays with better-auth's own /api/auth/get-session, which the site calls.
 */
export function sessionTokenResolver(auth: Auth, db: Kysely<Database>): ActorResolver {
  type Settings = { cookieName: string; verify: (value: string) => string | null };
  let settings: Settings | undefined;
  const ready = auth.$context.then((context) => (settings = { cookieName: context.authCookies.sessionToken.name, verify: signatureVerifier(context.secret) }));
  return async (headers): Promise<Actor | null> => {
    const { cookieName, verify } = settings ?? (await ready);
    const cookie = readCookie(headers.get('cookie'), cookieName);
    const token = cookie ? verify(cookie) : null;
    if (!token) return null;
    const row = await findSessionActor(db, token);
    const now = new Date().toISOString();
    if (!row || row.expires_at <= now) return null;
    if (isBanned(row, now)) return null;
    const role = RoleSchema.safeParse(row.role);
    return { id: row.id, email: row.email, name: row.name, role: role.success ? role.data : 'user' };
  };
}
