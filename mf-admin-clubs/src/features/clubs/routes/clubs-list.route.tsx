import { clubsQueryOptions } from '@club/api-client';
import { Link, useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { ButtonLink, EmptyView, Heading } from '@club/ui';
import { DataTable, FiltersForm, PageBody, PageHeader, Pagination, SearchInput, Section, loaderQueryClient, readSearch, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ListSearchSchema } from '../list-search';
import { ensureMyResponsibilities, useClubRights } from '../club-rights';

export async function loader({ request }: LoaderFunctionArgs) {
  const search = readSearch(ListSearchSchema, request.url);
  await Promise.all([loaderQueryClient().ensureQueryData(routeQuery(clubsQueryOptions(search))), ensureMyResponsibilities()]);
  return { search };
}

function MyResponsibilities() {
  const { responsibilities } = useClubRights();
  if (responsibilities.length === 0) return null;
  return (
    <Section aria-labelledby="mes-responsabilites">
      <Heading level={2} id="mes-responsabilites">
        Mes responsabilités
      </Heading>
      <ul>
        {responsibilities.map((row) => (
          <li key={row.id}>
            <Link to={paths.clubSection.href(row.clubId, row.sectionId)}>
              {row.kind === 'section_manager' ? `Responsable de la section ${row.sectionName}` : `Entraîneur ${row.categoryName ?? ''} — ${row.sectionName}`}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** /admin/dashboard/clubs/: the association's clubs. */
export function Component() {
  const { search } = useLoaderData<typeof loader>();
  const { data: page } = useSuspenseQuery(routeQuery(clubsQueryOptions(search)));
  const { isAdmin } = useClubRights();
  return (
    <PageBody>
      <PageHeader title="Clubs" actions={isAdmin ? <ButtonLink to={paths.clubCreate.href()}>Créer un club</ButtonLink> : undefined} />
      <MyResponsibilities />
      <FiltersForm label="Rechercher un club">
        <SearchInput label="Recherche" value={search.search} placeholder="Nom, description, adresse" />
      </FiltersForm>
      {page.data.length === 0 ? (
        <EmptyView
          title={search.search ? 'Aucun club ne correspond à votre recherche' : 'Aucun club'}
          message={search.search ? 'Modifiez la recherche.' : "Créez le premier club de l'association."}
        />
      ) : (
        <>
          <DataTable
            caption={`Clubs (${page.total})`}
            rows={page.data}
            rowKey={(club) => club.id}
            rowHeader={{ header: 'Nom', cell: (club) => <Link to={paths.club.href(club.id)}>{club.name}</Link> }}
            columns={[
              { header: 'Sections', cell: (club) => club.sectionCount },
              { header: 'Contact', cell: (club) => [club.contactEmail, club.contactPhone].filter(Boolean).join(' · ') || '—' },
              { header: 'Adresse', cell: (club) => club.address ?? '—' },
            ]}
          />
          <Pagination page={page.page} limit={page.limit} total={page.total} label="Pages des clubs" />
        </>
      )}
    </PageBody>
  );
}
