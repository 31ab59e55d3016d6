import { clubQueryOptions, clubSectionsQueryOptions, useDeleteClub } from '@club/api-client';
import { quoteName, withDe, CLUB_MESSAGES, formatFeeCents } from '@club/contracts';
import { Link, useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { ButtonLink, EmptyView, Heading } from '@club/ui';
import { DataTable, DetailsList, PageBody, PageHeader, Section, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ensureMyResponsibilities, useClubRights } from '../club-rights';
import { DeleteButton } from '../components/delete-button';

const SECTIONS = { page: 1, limit: 100 };

export async function loader({ params }: LoaderFunctionArgs) {
  const clubId = requiredParam(params, 'clubId');
  const client = loaderQueryClient();
  await Promise.all([
    client.ensureQueryData(routeQuery(clubQueryOptions(clubId))),
    client.ensureQueryData(routeQuery(clubSectionsQueryOptions(clubId, SECTIONS))),
    ensureMyResponsibilities(),
  ]);
  return { clubId };
}

/** A club, its contact details and its sections. */
export function Component() {
  const { clubId } = useLoaderData<typeof loader>();
  const { data: club } = useSuspenseQuery(routeQuery(clubQueryOptions(clubId)));
  const { data: sections } = useSuspenseQuery(routeQuery(clubSectionsQueryOptions(clubId, SECTIONS)));
  const { isAdmin } = useClubRights();
  const deleteClub = useDeleteClub();
  return (
    <PageBody>
      <PageHeader
        title={club.name}
        crumbs={[{ label: 'Clubs', to: paths.clubs.href() }, { label: club.name }]}
        actions={
          <>
            <ButtonLink to={paths.clubSessions.href(club.id)} variant="secondary">
              Séances
            </ButtonLink>
            {isAdmin ? (
              <>
                <ButtonLink to={paths.clubEdit.href(club.id)} variant="secondary">
                  Modifier
                </ButtonLink>
                <DeleteButton
                  label="Supprimer le club"
                  title={`Supprimer ${quoteName(club.name)} ?`}
                  explanation="Le club sera définitivement supprimé. Un club qui a encore des sections ne peut pas être supprimé."
                  success={CLUB_MESSAGES.deleted}
                  failure={CLUB_MESSAGES.deleteFailed}
                  remove={() => deleteClub.mutateAsync(club.id)}
                  pending={deleteClub.isPending}
                  then={paths.clubs.href()}
                />
              </>
            ) : null}
          </>
        }
      />
      {club.logoUrl ? <img src={club.logoUrl} alt={`Logo ${withDe(club.name)}`} width={96} height={96} style={{ objectFit: 'contain' }} /> : null}
      <DetailsList
        items={[
          { label: 'Description', value: club.description || '—' },
          { label: 'E-mail de contact', value: club.contactEmail ?? '—' },
          { label: 'Téléphone de contact', value: club.contactPhone ?? '—' },
          { label: 'Adresse', value: club.address ?? '—' },
          { label: 'Sections', value: club.sectionCount },
        ]}
      />
      <Section aria-labelledby="sections-du-club">
        <Heading level={2} id="sections-du-club">
          Sections
        </Heading>
        <div>
          <Link to={paths.clubSections.href(club.id)}>Toutes les sections</Link> · <Link to={paths.clubCategories.href(club.id)}>Toutes les catégories</Link>
          {isAdmin ? (
            <>
              {' · '}
              <Link to={paths.clubSectionCreate.href(club.id)}>Créer une section</Link>
            </>
          ) : null}
        </div>
        {sections.data.length === 0 ? (
          <EmptyView title="Aucune section" message="Ce club n'a pas encore de section." headingLevel={3} />
        ) : (
          <DataTable
            caption={`Sections ${withDe(club.name)} (${sections.total})`}
            rows={sections.data}
            rowKey={(section) => section.id}
            rowHeader={{ header: 'Section', cell: (section) => <Link to={paths.clubSection.href(club.id, section.id)}>{section.name}</Link> }}
            columns={[
              { header: 'Sport', cell: (section) => section.sport },
              { header: 'Catégories', cell: (section) => section.categoryCount },
              { header: 'Membres', cell: (section) => section.memberCount },
              { header: 'Cotisation', cell: (section) => formatFeeCents(section.seasonFeeCents) },
            ]}
          />
        )}
      </Section>
    </PageBody>
  );
}
