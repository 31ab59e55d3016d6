import { Hono, type Context } from 'hono';
import { rateLimitedError, serviceUnavailableError } from '../../shared/app-error';
import type { AppEnv } from '../../shared/app-env';
import type { ActorResolver } from '../../shared/auth/session.middleware';
import type { AccountThrottle } from './account-throttle';
import type { Logger } from '../../shared/logger';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { appShapedAuthError } from './auth-error-response';
import { isWrongPassword, passwordCheckedAccount } from './password-checks';

export interface AuthRoutesDeps {
  auth: Auth;
  clientKey: (c: Context) => string;
  accounts: AccountThrottle;
  /** The signed-in person, as /api/* sees them: whose password a signed-in endpoint checks. */
  resolveActor: ActorResolver;
  /** False while a store better-auth needs (Redis) is down: sign-in would fail half-way. */
  storageAvailable: () => boolean;
  logger: Logger;
}

const authUnavailableError = (cause?: unknown) => serviceUnavailableError('La connexion est momentanément indisponible. Réessayez dans quelques minutes.', cause);

/**
 * better-auth's own endpoints under /api/auth/*. The client IP it rate-limits on is the one our
 * `clientKey` decided (socket, or X-Forwarded-For behind trusted proxies), never a header the client sent.
 * Every password it checks is also counted per account (account-throttle.ts, password-checks.ts).
 * Its failures answer in the app's error shape; errors that are not its own (a hook's AppError, a
 * database failure) are thrown to the app's error handler (`onAPIError.throw` in auth.ts).
 */
export function authRoutes(deps: AuthRoutesDeps) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/auth/*', async (c) => {
    if (!deps.storageAvailable()) throw authUnavailableError();
    const account = await passwordCheckedAccount(c, deps.resolveActor);
    if (account) await deps.accounts.assertAllowed(account);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, deps.clientKey(c));
    const res = await deps.auth.handler(new Request(c.req.raw, { headers })).catch((error: unknown) => {
      // better-auth throws what is not its own (onAPIError.throw): a store that went down is a 503, not a 500.
      throw deps.storageAvailable() ? error : authUnavailableError(error);
    });
    // Same 429 as the rest of the API: code RATE_LIMITED, French message, standard Retry-After.
    if (res.status === 429) throw rateLimitedError(Number(res.headers.get('x-retry-after')) || 60);
    if (res.status >= 500 && !deps.storageAvailable()) throw authUnavailableError();
    if (account && (await isWrongPassword(res))) await deps.accounts.recordFailure(account);
    if (account && res.ok) await deps.accounts.recordSuccess(account);
    return res.status >= 400 ? appShapedAuthError(c, res, deps.logger) : res;
  });
}
