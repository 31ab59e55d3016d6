import type { AccountSync } from '../../shared/auth/identity-context';
import type { Auth } from './auth';

export function accountSync(auth: Auth): AccountSync {
  return {
    refresh: async (userId) => {
      const { internalAdapter } = await auth.$context;
      const user = await internalAdapter.findUserById(userId);
      if (user) await internalAdapter.refreshUserSessions(user);
    },
  };
}
