import { loadAuthClient } from '@club/auth';
import { queryOptions } from '@club/stack';

export interface BookerCandidate {
  id: string;
  name: string;
  email: string;
}

const USER_SEARCH_LIMIT = 10;
export const USER_SEARCH_FAILED = 'La recherche de membres a échoué. Veuillez réessayer.';

/**
 * Admins may book for someone else (the API checks the role): they find that person with better-auth's
 * admin `list-users` (spec §7), by e-mail when the text has an '@', else by name.
 */
async function searchUsers(term: string): Promise<BookerCandidate[]> {
  const client = await loadAuthClient();
  const { data, error } = await client.admin.listUsers({
    query: { searchValue: term, searchField: term.includes('@') ? 'email' : 'name', searchOperator: 'contains', limit: USER_SEARCH_LIMIT },
  });
  if (error || !data) throw new Error(USER_SEARCH_FAILED);
  return data.users.map((user) => ({ id: user.id, name: user.name, email: user.email }));
}

export const userSearchQueryOptions = (term: string) =>
  queryOptions({ queryKey: ['users', 'booker-search', term], queryFn: () => searchUsers(term), enabled: term.length >= 2, staleTime: 60_000 });
