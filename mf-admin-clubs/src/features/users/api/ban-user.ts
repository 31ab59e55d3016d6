import { loadAuthClient } from '@club/auth';
import { unwrap } from './auth-result';

/** POST /api/auth/admin/ban-user: signs the person out everywhere; `expiresAt` absent = until unbanned. */
export async function banUser(userId: string, reason: string, expiresAt: Date | null): Promise<void> {
  const client = await loadAuthClient();
  const banExpiresIn = expiresAt ? Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000)) : undefined;
  unwrap(await client.admin.banUser({ userId, banReason: reason || undefined, banExpiresIn }), "Erreur lors de la suspension de l'utilisateur");
}
