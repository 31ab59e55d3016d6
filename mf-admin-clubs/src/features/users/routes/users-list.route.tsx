import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { Button, EmptyView } from '@club/ui';
import { FiltersForm, loaderQueryClient, PageBody, PageHeader, Pagination, readSearch, routeQuery, SearchInput } from '@club/ui-admin';
import { paths } from '../../../paths';
import { usersQueryOptions } from '../api/list-users';
import { UserDialogs } from '../components/user-dialogs';
import { UsersTable } from '../components/users-table';
import { useUserDialog } from '../use-user-dialog';
import { UsersSearchSchema } from '../users-search';

export async function loader({ request }: LoaderFunctionArgs) {
  const search = readSearch(UsersSearchSchema, request.url);
  await loaderQueryClient().ensureQueryData(routeQuery(usersQueryOptions(search)));
  return { search };
}

/** /admin/users (spec §2): search, the list with every action, `action=` dialogs. */
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
      <FiltersForm label="Rechercher des utilisateurs">
        <SearchInput key={search.search ?? ''} label="Nom ou e-mail" value={search.search} placeholder="Marie, marie@exemple.fr…" />
      </FiltersForm>
      {data.users.length === 0 ? (
        <EmptyView title="Aucun utilisateur trouvé" message={search.search ? 'Modifiez la recherche.' : undefined} />
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
