import { loadAuthClient } from '@club/auth';
import { unwrap } from './auth-result';

/** POST /api/auth/admin/revoke-user-sessions: the person is signed out on every device. */
export async function revokeUserSessions(userId: string): Promise<void> {
  const client = await loadAuthClient();
  unwrap(await client.admin.revokeUserSessions({ userId }), 'Erreur lors de la révocation des sessions');
}
