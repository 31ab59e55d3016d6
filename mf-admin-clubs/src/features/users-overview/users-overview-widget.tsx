import { Link, useQuery } from '@club/stack';
import { ErrorView, LoadingView, Stack, Text } from '@club/ui';
import { paths } from '../../paths';
import { USERS_OVERVIEW_FAILED, usersOverviewQueryOptions } from './api/newest-users';
import { NewestUsersList } from './components/newest-users-list';

const countText = (total: number) => (total === 1 ? '1 compte' : `${total} comptes`);

/**
 * Widget of the `/admin` home (slot 'admin-home', « Utilisateurs »): how many accounts exist and the
 * newest ones, with a link to the users' management.
 */
export default function UsersOverviewWidget() {
  const overview = useQuery(usersOverviewQueryOptions());
  if (overview.isPending) return <LoadingView message="Chargement des utilisateurs…" />;
  if (overview.isError) return <ErrorView headingLevel={3} title="Utilisateurs indisponibles" message={USERS_OVERVIEW_FAILED} />;
  return (
    <Stack gap="sm">
      <Text>
        <strong>{countText(overview.data.total)}</strong> au total
      </Text>
      <NewestUsersList users={overview.data.newest} />
      <Link to={paths.users.href()}>Gérer les utilisateurs</Link>
    </Stack>
  );
}
