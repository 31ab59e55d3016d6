import { loadAuthClient } from '@club/auth';
import type { Role } from '@club/contracts';
import { unwrap } from './auth-result';

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role: Role;
}

/** POST /api/auth/admin/create-user: an admin vouches for the address, so the account is verified at once. */
export async function createUser(user: NewUser): Promise<void> {
  const client = await loadAuthClient();
  unwrap(await client.admin.createUser({ ...user, data: { emailVerified: true } }), "Erreur lors de la création de l'utilisateur");
}
