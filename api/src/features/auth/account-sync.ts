import type { AccountSync } from '../../shared/auth/identity-context';
import type { Auth } from './auth';
import { betterAuthCall } from './quiet-async-context';

export function accountSync(auth: Auth): AccountSync {
  return {
    refresh: (userId) =>
      betterAuthCall(async () => {
        const { internalAdapter } = await auth.$context;
        const user = await internalAdapter.findUserById(userId);
        if (user) await internalAdapter.refreshUserSessions(user);
      }),
  };
}
