import { loadAuthClient } from '@club/auth';
import type { Role } from '@club/contracts';
import { queryOptions } from '@club/stack';
import { unwrap } from './auth-result';

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: Role | string | null;
  emailVerified: boolean;
  banned: boolean;
  banReason: string | null;
  banExpires: string | null;
  createdAt: string;
}

export interface UsersPage {
  users: AdminUser[];
  total: number;
}

export interface UsersQuery {
  search: string | undefined;
  limit: number;
  offset: number;
}

export const USERS_LIST_FAILED = 'Impossible de charger la liste des utilisateurs. Veuillez réessayer.';
export const usersQueryRoot = ['admin', 'users'] as const;

const iso = (value: unknown): string | null => (value ? new Date(value as string | Date).toISOString() : null);

/** Spec §7: GET /api/auth/admin/list-users (search by name, or by e-mail when the text has an '@'). */
async function listUsers({ search, limit, offset }: UsersQuery): Promise<UsersPage> {
  const client = await loadAuthClient();
  const searchQuery = search
    ? { searchValue: search, searchField: search.includes('@') ? ('email' as const) : ('name' as const), searchOperator: 'contains' as const }
    : {};
  const data = unwrap(await client.admin.listUsers({ query: { ...searchQuery, limit, offset, sortBy: 'createdAt', sortDirection: 'desc' } }), USERS_LIST_FAILED);
  return {
    total: data.total,
    users: data.users.map((user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role ?? null,
      emailVerified: user.emailVerified,
      banned: user.banned === true,
      banReason: user.banReason ?? null,
      banExpires: iso(user.banExpires),
      createdAt: iso(user.createdAt) ?? '',
    })),
  };
}

/** The list's cache entry: the dialog shown (`action`) is not part of it (spec §2). */
export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({ queryKey: [...usersQueryRoot, query.search ?? '', query.limit, query.offset], queryFn: () => listUsers(query) });
