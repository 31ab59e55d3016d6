import { loadAuthClient } from '@club/auth';
import { queryOptions } from '@club/stack';

export interface NewestUser {
  id: string;
  name: string;
  email: string;
  role: string | null;
  createdAt: string;
}

export interface UsersOverview {
  total: number;
  newest: NewestUser[];
}

const NEWEST_LIMIT = 5;
export const USERS_OVERVIEW_FAILED = 'La liste des utilisateurs est indisponible pour le moment.';

/** better-auth's admin `list-users` (spec §7) sorted by creation: its `total` is the users count. */
async function getUsersOverview(): Promise<UsersOverview> {
  const client = await loadAuthClient();
  const { data, error } = await client.admin.listUsers({ query: { limit: NEWEST_LIMIT, sortBy: 'createdAt', sortDirection: 'desc' } });
  if (error || !data) throw new Error(USERS_OVERVIEW_FAILED);
  return {
    total: data.total,
    newest: data.users.map((user) => ({
      id: user.id,
      name: user.name,
      email: user.email,
      role: typeof user.role === 'string' ? user.role : null,
      createdAt: new Date(user.createdAt).toISOString(),
    })),
  };
}

/** Under `users`: the users page's changes (create, delete) can refresh it with the same prefix. */
export const usersOverviewQueryOptions = () => queryOptions({ queryKey: ['users', 'overview'], queryFn: getUsersOverview });
