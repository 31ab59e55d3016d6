import { membershipOptionsQueryOptions } from '@club/api-client';
import { useLoaderData, useQuery, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { EmptyView } from '@club/ui';
import { PageBody, PageHeader, Pagination, loaderQueryClient, readSearch, routeQuery } from '@club/ui-admin';
import { applicationsQueryOptions } from '../api/get-applications';
import { ApplicationListSearchSchema, isFiltered, toListQuery } from '../application-list-search';
import { ApplicationFilters } from '../components/application-filters';
import { ApplicationsTable } from '../components/applications-table';
import { ExportLink } from '../components/export-link';

export async function loader({ request }: LoaderFunctionArgs) {
  const search = readSearch(ApplicationListSearchSchema, request.url);
  await loaderQueryClient().ensureQueryData(routeQuery(applicationsQueryOptions(toListQuery(search))));
  return { search };
}

export function Component() {
  const { search } = useLoaderData<typeof loader>();
  const query = toListQuery(search);
  const { data: page } = useSuspenseQuery(routeQuery(applicationsQueryOptions(query)));
  // The filters' choices; the list stays usable while they load or if they fail.
  const options = useQuery(membershipOptionsQueryOptions());
  const { page: _page, limit: _limit, ...exportQuery } = query;
  return (
    <PageBody>
      <PageHeader title="Candidatures" actions={page.total > 0 ? <ExportLink query={exportQuery} /> : null} />
      <ApplicationFilters key={JSON.stringify(search)} search={search} sections={options.data?.sections ?? []} />
      {page.data.length === 0 ? (
        <EmptyView
          title={isFiltered(search) ? 'Aucune candidature ne correspond à votre recherche' : 'Aucune candidature'}
          message={isFiltered(search) ? 'Modifiez la recherche ou les filtres.' : 'Les demandes d’adhésion des nouveaux inscrits apparaîtront ici.'}
        />
      ) : (
        <>
          <ApplicationsTable applications={page.data} caption={`Candidatures (${page.total})`} />
          <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages des candidatures" />
        </>
      )}
    </PageBody>
  );
}
