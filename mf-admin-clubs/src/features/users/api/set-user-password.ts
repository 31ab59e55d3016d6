import { loadAuthClient } from '@club/auth';
import { unwrap } from './auth-result';

/** POST /api/auth/admin/set-user-password: the admin sets a new password and tells the person. */
export async function setUserPassword(userId: string, newPassword: string): Promise<void> {
  const client = await loadAuthClient();
  unwrap(await client.admin.setUserPassword({ userId, newPassword }), 'Erreur lors de la réinitialisation du mot de passe');
}
