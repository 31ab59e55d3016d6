import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { Button, EmptyView } from '@club/ui';
import { loaderQueryClient, PageBody, PageHeader, Pagination, readSearch, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { usersQueryOptions } from '../api/list-users';
import { UserDialogs } from '../components/user-dialogs';
import { UsersFilters } from '../components/users-filters';
import { UsersTable } from '../components/users-table';
import { useUserDialog } from '../use-user-dialog';
import { UsersSearchSchema } from '../users-search';

export async function loader({ request }: LoaderFunctionArgs) {
  const search = readSearch(UsersSearchSchema, request.url);
  await loaderQueryClient().ensureQueryData(routeQuery(usersQueryOptions(search)));
  return { search };
}

/** /admin/users (spec §2): search, role and status filters (issue 32), the list with every action, `action=` dialogs. */
export function Component() {
  const { search } = useLoaderData<typeof loader>();
  const { data } = useSuspenseQuery(routeQuery(usersQueryOptions(search)));
  const dialog = useUserDialog();
  return (
    <PageBody>
      <PageHeader
        title="Gestion des utilisateurs"
        crumbs={[{ label: 'Administration', to: paths.home.href() }, { label: 'Utilisateurs' }]}
        actions={<Button onClick={() => dialog.open('create')}>Créer un utilisateur</Button>}
      />
      <UsersFilters search={search} />
      {data.users.length === 0 ? (
        <EmptyView title="Aucun utilisateur trouvé" message={search.search || search.role || search.status ? 'Modifiez la recherche ou les filtres.' : undefined} />
      ) : (
        <>
          <UsersTable users={data.users} caption={`Utilisateurs (${data.total})`} />
          <Pagination param="offset" page={Math.floor(search.offset / search.limit) + 1} limit={search.limit} total={data.total} label="Pages des utilisateurs" />
        </>
      )}
      <UserDialogs search={search} users={data.users} />
    </PageBody>
  );
}
