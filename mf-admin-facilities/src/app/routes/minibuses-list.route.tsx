import { minibusesQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { ButtonLink, EmptyView } from '@club/ui';
import { PageHeader } from '../../components/page/page-header';
import { PageBody } from '../../components/page/page.styles';
import { Pagination } from '../../components/pagination/pagination';
import { paths } from '../../config/paths';
import { MinibusFilters } from '../../features/minibuses/components/minibus-filters';
import { MinibusesTable } from '../../features/minibuses/components/minibuses-table';
import { MinibusListSearchSchema } from '../../features/minibuses/minibus-list-search';
import { loaderQueryClient, routeQuery } from '../../lib/route-query';
import { readSearch } from '../../lib/search-params';

export async function loader({ request }: LoaderFunctionArgs) {
  const search = readSearch(MinibusListSearchSchema, request.url);
  await loaderQueryClient().ensureQueryData(routeQuery(minibusesQueryOptions(search)));
  return { search };
}

export function Component() {
  const { search } = useLoaderData<typeof loader>();
  const { data: page } = useSuspenseQuery(routeQuery(minibusesQueryOptions(search)));
  const filtered = Boolean(search.search) || search.isAvailable !== undefined;
  return (
    <PageBody>
      <PageHeader title="Minibus" actions={<ButtonLink to={paths.minibusCreate()}>Ajouter un minibus</ButtonLink>} />
      <MinibusFilters key={JSON.stringify(search)} search={search} />
      {page.data.length === 0 ? (
        <EmptyView
          title={filtered ? 'Aucun minibus ne correspond à votre recherche' : 'Aucun minibus'}
          message={filtered ? 'Modifiez la recherche ou les filtres.' : 'Ajoutez le premier minibus de l’association.'}
        />
      ) : (
        <>
          <MinibusesTable minibuses={page.data} caption={`Minibus (${page.total})`} />
          <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages des minibus" />
        </>
      )}
    </PageBody>
  );
}
