import type { CookieCachePayload } from '@better-auth/core';
import { getCookieCache, getCookies, getSessionCookie } from 'better-auth/cookies';
import type { Auth } from './auth';

const MAX_VERIFIED_HEADERS = 1000;
const DEFAULT_CACHE_SECONDS = 5 * 60;

/**
 * The session better-auth signed into its cookie cache (`session_data`), read with its public
 * `getCookieCache` (signature, payload and expiry checked by better-auth), or null. A `Cookie` header whose
 * cache held is remembered until that cache expires: the check costs several times the rest of a signed-in
 * list request (docs/decisions/186-better-auth-public-session-api.md) and depends only on the header, the
 * secret and the time. Forged or expired caches are never kept. What the cache says is only trusted for
 * the session token it names: the caller still reads that session from the database on every request.
 */
export function verifiedCookieCache(auth: Pick<Auth, 'options'>): (headers: Headers) => Promise<CookieCachePayload | null> {
  const { options } = auth;
  const cookies = getCookies(options);
  const isSecure = cookies.sessionData.attributes.secure;
  const cacheMs = (options.session?.cookieCache?.maxAge ?? DEFAULT_CACHE_SECONDS) * 1000;
  const verified = new Map<string, { payload: CookieCachePayload; until: number }>();
  return async (headers) => {
    const header = headers.get('cookie');
    // better-auth trusts a cookie cache only beside a session-token cookie (get-session's rule).
    if (!header || !getSessionCookie(headers)) return null;
    const known = verified.get(header);
    if (known && known.until > Date.now()) return known.payload;
    const payload = await getCookieCache(headers, { secret: options.secret, isSecure });
    if (!payload) return null;
    if (verified.size >= MAX_VERIFIED_HEADERS) verified.clear();
    verified.set(header, { payload, until: payload.updatedAt + cacheMs });
    return payload;
  };
}
