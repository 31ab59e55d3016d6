import { complexesQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { ButtonLink, EmptyView } from '@club/ui';
import { PageBody, PageHeader, Pagination, loaderQueryClient, readSearch, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ComplexListSearchSchema } from '../complex-list-search';
import { ComplexFilters } from '../components/complex-filters';
import { ComplexesTable } from '../components/complexes-table';

export async function loader({ request }: LoaderFunctionArgs) {
  const search = readSearch(ComplexListSearchSchema, request.url);
  await loaderQueryClient().ensureQueryData(routeQuery(complexesQueryOptions(search)));
  return { search };
}

export function Component() {
  const { search } = useLoaderData<typeof loader>();
  const { data: page } = useSuspenseQuery(routeQuery(complexesQueryOptions(search)));
  const filtered = Boolean(search.search) || search.accessibleForReducedMobility !== undefined;
  return (
    <PageBody>
      <PageHeader title="Complexes sportifs" actions={<ButtonLink to={paths.complexCreate.href()}>Créer un complexe</ButtonLink>} />
      <ComplexFilters key={JSON.stringify(search)} search={search} />
      {page.data.length === 0 ? (
        <EmptyView
          title={filtered ? 'Aucun complexe ne correspond à votre recherche' : 'Aucun complexe'}
          message={filtered ? 'Modifiez la recherche ou les filtres.' : 'Créez le premier complexe sportif de l’association.'}
        />
      ) : (
        <>
          <ComplexesTable complexes={page.data} />
          <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages des complexes" />
        </>
      )}
    </PageBody>
  );
}
