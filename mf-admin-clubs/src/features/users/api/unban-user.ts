import { loadAuthClient } from '@club/auth';
import { unwrap } from './auth-result';

/** POST /api/auth/admin/unban-user. */
export async function unbanUser(userId: string): Promise<void> {
  const client = await loadAuthClient();
  unwrap(await client.admin.unbanUser({ userId }), "Erreur lors de la levée de la suspension de l'utilisateur");
}
