import { isFamilyAddress, type AdminUsersPage, type AdminUsersQuery } from '@club/contracts';
import type { Actor } from '../../shared/auth/actor';
import { requireRole } from '../../shared/auth/require-actor';
import type { ServiceContext } from '../../shared/service-context';
import { familyAdultNames } from '../family/responsible-adults';
import { countAdminUsers, listAdminUsers } from './admin-users.repository';

/**
 * The users admin's list (issue 32): better-auth's list-users filters on one field only, this one on the search, the
 * role and the status at once; admins only, as list-users.
 */
export async function listUsersForAdmin({ ctx, actor, input }: { ctx: ServiceContext; actor: Actor | null; input: AdminUsersQuery }): Promise<AdminUsersPage> {
  requireRole(actor, ['admin']);
  const now = ctx.now().toISOString();
  const [rows, total] = await Promise.all([listAdminUsers(ctx.db, input, now), countAdminUsers(ctx.db, input, now)]);
  const families = await familyAdultNames(
    ctx.db,
    rows.filter((row) => isFamilyAddress(row.email)).map((row) => row.id),
  );
  return {
    total,
    users: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      emailVerified: row.email_verified === 1,
      banned: row.banned === 1 && (row.ban_expires === null || row.ban_expires > now),
      banReason: row.ban_reason,
      banExpires: row.ban_expires,
      createdAt: row.created_at,
      ...(isFamilyAddress(row.email) ? { familyOf: families.get(row.id) ?? [] } : {}),
    })),
  };
}
