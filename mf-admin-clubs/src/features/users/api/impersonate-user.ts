import { loadAuthClient, refreshSession } from '@club/auth';
import { unwrap } from './auth-result';

/** POST /api/auth/admin/impersonate-user, then the session store reads the borrowed session. */
export async function impersonateUser(userId: string): Promise<void> {
  const client = await loadAuthClient();
  unwrap(await client.admin.impersonateUser({ userId }), "Impossible d'emprunter l'identité de cet utilisateur");
  await refreshSession();
}
