import type { AccountSync } from '../../shared/auth/identity-context';
import { serializeError, type Logger } from '../../shared/logger';
import type { Auth } from './auth';
import { betterAuthCall } from './quiet-async-context';

/**
 * Refreshing (or dropping) cached sessions runs after the change is committed: a failure (Redis down) is logged, never
 * thrown, or a committed write would answer 500. `/api/*` reads the session from the database on every
 * request (docs/decisions/186-better-auth-public-session-api.md), so the API sees the new role anyway; better-auth's
 * cache catches up on its next refresh. Still on better-auth's internal adapter, pinned to its version by the test:
 * no public call refreshes or drops another person's cached sessions (docs/decisions/198-account-sync-internal-adapter-kept.md).
 */
export function accountSync(auth: Auth, logger: Logger): AccountSync {
  return {
    refresh: (userId) =>
      betterAuthCall(async () => {
        const { internalAdapter } = await auth.$context;
        const user = await internalAdapter.findUserById(userId);
        if (user) await internalAdapter.refreshUserSessions(user);
      }).catch((error: unknown) => logger.error('sessions not refreshed after an account change', { userId, ...serializeError(error) })),
    revokeSessions: (userId) =>
      betterAuthCall(async () => {
        const { internalAdapter } = await auth.$context;
        await internalAdapter.deleteUserSessions(userId);
      }).catch((error: unknown) => logger.error('cached sessions not dropped after an account change', { userId, ...serializeError(error) })),
  };
}
