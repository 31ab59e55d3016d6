import { roomsQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { EmptyView } from '@club/ui';
import { PageBody, PageHeader, LoadedOnceHydrated, Pagination, loaderQueryClient, readSearch, routeQuery } from '@club/ui-admin';
import { RoomFilters } from '../components/room-filters';
import { RoomsTable } from '../components/rooms-table';
import { RoomListSearchSchema, type RoomListSearch } from '../room-list-search';
import type { ReactNode } from 'react';

/** The page without its list: also prerendered, with a loading message, for an admin's first visit (src/prerender). */
export function RoomsListFrame({ search, children }: { search: RoomListSearch; children: ReactNode }) {
  return (
    <PageBody>
      <PageHeader title="Salles" description="Pour ajouter une salle, ouvrez son complexe." />
      <RoomFilters key={JSON.stringify(search)} search={search} />
      {children}
    </PageBody>
  );
}

export async function loader({ request }: LoaderFunctionArgs) {
  const search = readSearch(RoomListSearchSchema, request.url);
  await loaderQueryClient().ensureQueryData(routeQuery(roomsQueryOptions(search)));
  return { search };
}

export function Component() {
  const { search } = useLoaderData<typeof loader>();
  const { data: page } = useSuspenseQuery(routeQuery(roomsQueryOptions(search)));
  const filtered = Boolean(search.search || search.complexId || search.sportType) || search.isIndoor !== undefined;
  return (
    <RoomsListFrame search={search}>
      {/* Prerendered as a frame with its loading message (src/prerender). */}
      <LoadedOnceHydrated>
        {page.data.length === 0 ? (
          <EmptyView
            title={filtered ? 'Aucune salle ne correspond à votre recherche' : 'Aucune salle'}
            message={filtered ? 'Modifiez la recherche ou les filtres.' : 'Les salles se créent depuis la page de leur complexe.'}
          />
        ) : (
          <>
            <RoomsTable rooms={page.data} caption={`Salles (${page.total})`} />
            <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages des salles" />
          </>
        )}
      </LoadedOnceHydrated>
    </RoomsListFrame>
  );
}
