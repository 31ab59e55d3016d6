import { minibusesQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { ButtonLink, EmptyView } from '@club/ui';
import { PageBody, PageHeader, LoadedOnceHydrated, Pagination, loaderQueryClient, readSearch, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { MinibusFilters } from '../components/minibus-filters';
import { MinibusesTable } from '../components/minibuses-table';
import { MinibusListSearchSchema, type MinibusListSearch } from '../minibus-list-search';
import type { ReactNode } from 'react';

/** The page without its list: also prerendered, with a loading message, for an admin's first visit (src/prerender). */
export function MinibusesListFrame({ search, children }: { search: MinibusListSearch; children: ReactNode }) {
  return (
    <PageBody>
      <PageHeader title="Minibus" actions={<ButtonLink to={paths.minibusCreate.href()}>Créer un minibus</ButtonLink>} />
      <MinibusFilters key={JSON.stringify(search)} search={search} />
      {children}
    </PageBody>
  );
}

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
    <MinibusesListFrame search={search}>
      {/* Prerendered as a frame with its loading message (src/prerender). */}
      <LoadedOnceHydrated>
        {page.data.length === 0 ? (
          <EmptyView
            title={filtered ? 'Aucun minibus ne correspond à votre recherche' : 'Aucun minibus'}
            message={filtered ? 'Modifiez la recherche ou les filtres.' : "Ajoutez le premier minibus de l'association."}
          />
        ) : (
          <>
            <MinibusesTable minibuses={page.data} caption={`Minibus (${page.total})`} />
            <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages des minibus" />
          </>
        )}
      </LoadedOnceHydrated>
    </MinibusesListFrame>
  );
}
