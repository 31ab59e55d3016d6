import { complexesQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { ButtonLink, EmptyView } from '@club/ui';
import { PageBody, PageHeader, LoadedOnceHydrated, Pagination, loaderQueryClient, readSearch, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ComplexListSearchSchema, type ComplexListSearch } from '../complex-list-search';
import { ComplexFilters } from '../components/complex-filters';
import { ComplexesTable } from '../components/complexes-table';
import type { ReactNode } from 'react';

/** The page without its list: also prerendered, with a loading message, for an admin's first visit (src/prerender). */
export function ComplexesListFrame({ search, children }: { search: ComplexListSearch; children: ReactNode }) {
  return (
    <PageBody>
      <PageHeader title="Complexes sportifs" actions={<ButtonLink to={paths.complexCreate.href()}>Créer un complexe</ButtonLink>} />
      <ComplexFilters key={JSON.stringify(search)} search={search} />
      {children}
    </PageBody>
  );
}

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
    <ComplexesListFrame search={search}>
      {/* Prerendered as a frame with its loading message (src/prerender). */}
      <LoadedOnceHydrated>
        {page.data.length === 0 ? (
          <EmptyView
            title={filtered ? 'Aucun complexe ne correspond à votre recherche' : 'Aucun complexe'}
            message={filtered ? 'Modifiez la recherche ou les filtres.' : "Créez le premier complexe sportif de l'association."}
          />
        ) : (
          <>
            <ComplexesTable complexes={page.data} />
            <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages des complexes" />
          </>
        )}
      </LoadedOnceHydrated>
    </ComplexesListFrame>
  );
}
