import { loadAuthClient } from '@club/auth';
import type { Role } from '@club/contracts';
import { unwrap } from './auth-result';

/** POST /api/auth/admin/set-role (spec §3: role and userId; any of the five roles). */
export async function setUserRole(userId: string, role: Role): Promise<void> {
  const client = await loadAuthClient();
  unwrap(await client.admin.setRole({ userId, role }), "Erreur lors du changement de rôle de l'utilisateur");
}
