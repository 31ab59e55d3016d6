import { loadAuthClient } from '@club/auth';
import { unwrap } from './auth-result';

/** POST /api/auth/admin/remove-user (refused over upcoming bookings or for the last admin: ADR 087). */
export async function removeUser(userId: string): Promise<void> {
  const client = await loadAuthClient();
  unwrap(await client.admin.removeUser({ userId }), "Erreur lors de la suppression de l'utilisateur");
}
