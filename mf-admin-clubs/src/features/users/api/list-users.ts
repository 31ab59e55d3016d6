import { AdminUsersPageSchema, type AdminUserRow, type AdminUsersPage, type Role, type UserStatus } from '@club/contracts';
import { http } from '@club/http';
import { queryOptions } from '@club/stack';

export type AdminUser = AdminUserRow;
export type UsersPage = AdminUsersPage;

export interface UsersQuery {
  search: string | undefined;
  role?: Role | undefined;
  status?: UserStatus | undefined;
  limit: number;
  offset: number;
}

export const USERS_LIST_FAILED = 'Impossible de charger la liste des utilisateurs. Veuillez réessayer.';
export const usersQueryRoot = ['admin', 'users'] as const;

/**
 * `GET /api/admin/users` (issue 32): the search (by name, or by e-mail when the text has an '@') with the role and
 * status filters at once, which better-auth's list-users cannot (one filter field); newest first, admins only.
 */
function listUsers({ search, role, status, limit, offset }: UsersQuery): Promise<UsersPage> {
  return http.get('/admin/users', { query: { search, role, status, limit, offset }, parse: AdminUsersPageSchema });
}

/** The list's cache entry: the dialog shown (`action`) is not part of it (spec §2). */
export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: [...usersQueryRoot, query.search ?? '', query.role ?? '', query.status ?? '', query.limit, query.offset],
    queryFn: () => listUsers(query),
  });
