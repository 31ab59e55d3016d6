import { clubQueryOptions, clubSectionsQueryOptions } from '@club/api-client';
import { withDe, formatFeeCents } from '@club/contracts';
import { Link, useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { ButtonLink, EmptyView } from '@club/ui';
import { DataTable, FiltersForm, PageBody, PageHeader, Pagination, SearchInput, loaderQueryClient, readSearch, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ListSearchSchema } from '../list-search';
import { ensureMyResponsibilities, useClubRights } from '../club-rights';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const clubId = requiredParam(params, 'clubId');
  const search = readSearch(ListSearchSchema, request.url);
  const client = loaderQueryClient();
  await Promise.all([
    client.ensureQueryData(routeQuery(clubQueryOptions(clubId))),
    client.ensureQueryData(routeQuery(clubSectionsQueryOptions(clubId, search))),
    ensureMyResponsibilities(),
  ]);
  return { clubId, search };
}

/** /admin/dashboard/clubs/{clubId}/sections/: the club's sections, searchable. */
export function Component() {
  const { clubId, search } = useLoaderData<typeof loader>();
  const { data: club } = useSuspenseQuery(routeQuery(clubQueryOptions(clubId)));
  const { data: page } = useSuspenseQuery(routeQuery(clubSectionsQueryOptions(clubId, search)));
  const { isAdmin } = useClubRights();
  return (
    <PageBody>
      <PageHeader
        title={`Sections ${withDe(club.name)}`}
        crumbs={[{ label: 'Clubs', to: paths.clubs.href() }, { label: club.name, to: paths.club.href(club.id) }, { label: 'Sections' }]}
        actions={isAdmin ? <ButtonLink to={paths.clubSectionCreate.href(club.id)}>Créer une section</ButtonLink> : undefined}
      />
      <FiltersForm label="Rechercher une section">
        <SearchInput label="Recherche" value={search.search} placeholder="Nom, sport, description" />
      </FiltersForm>
      {page.data.length === 0 ? (
        <EmptyView
          title={search.search ? 'Aucune section ne correspond à votre recherche' : 'Aucune section'}
          message={search.search ? 'Modifiez la recherche.' : "Ce club n'a pas encore de section."}
        />
      ) : (
        <>
          <DataTable
            caption={`Sections (${page.total})`}
            rows={page.data}
            rowKey={(section) => section.id}
            rowHeader={{ header: 'Section', cell: (section) => <Link to={paths.clubSection.href(club.id, section.id)}>{section.name}</Link> }}
            columns={[
              { header: 'Sport', cell: (section) => section.sport },
              { header: 'Catégories', cell: (section) => section.categoryCount },
              { header: 'Membres', cell: (section) => section.memberCount },
              { header: 'Cotisation', cell: (section) => formatFeeCents(section.seasonFeeCents) },
            ]}
          />
          <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages des sections" />
        </>
      )}
    </PageBody>
  );
}
