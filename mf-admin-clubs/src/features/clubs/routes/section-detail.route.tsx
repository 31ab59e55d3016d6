import { clubCategoriesQueryOptions, clubSectionQueryOptions, sectionResponsibilitiesQueryOptions, useDeleteClubSection } from '@club/api-client';
import { quoteName, CLUB_SECTION_MESSAGES, formatFeeCents } from '@club/contracts';
import { Link, useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { ButtonLink } from '@club/ui';
import { DetailsList, PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ensureMyResponsibilities, useClubRights } from '../club-rights';
import { DeleteButton } from '../components/delete-button';
import { ResponsibilitiesPanel } from '../components/responsibilities-panel';

export async function loader({ params }: LoaderFunctionArgs) {
  const clubId = requiredParam(params, 'clubId');
  const sectionId = requiredParam(params, 'sectionId');
  const client = loaderQueryClient();
  await Promise.all([
    client.ensureQueryData(routeQuery(clubSectionQueryOptions(clubId, sectionId))),
    client.ensureQueryData(routeQuery(sectionResponsibilitiesQueryOptions(clubId, sectionId))),
    client.ensureQueryData(routeQuery(clubCategoriesQueryOptions(clubId, { sectionId, limit: 100 }))),
    ensureMyResponsibilities(),
  ]);
  return { clubId, sectionId };
}

/** A section: its details, its managers and coaches (named here), links to its categories. */
export function Component() {
  const { clubId, sectionId } = useLoaderData<typeof loader>();
  const { data: section } = useSuspenseQuery(routeQuery(clubSectionQueryOptions(clubId, sectionId)));
  const { isAdmin, managesSection } = useClubRights();
  const canManage = managesSection(section.id);
  const deleteSection = useDeleteClubSection();
  return (
    <PageBody>
      <PageHeader
        title={section.name}
        crumbs={[{ label: 'Clubs', to: paths.clubs.href() }, { label: section.clubName, to: paths.club.href(clubId) }, { label: section.name }]}
        actions={
          <>
            <ButtonLink to={paths.sectionCategories.href(clubId, section.id)} variant="secondary">
              Catégories
            </ButtonLink>
            <ButtonLink to={paths.sectionSessions.href(clubId, section.id)} variant="secondary">
              Séances
            </ButtonLink>
            {canManage ? (
              <ButtonLink to={paths.clubSectionEdit.href(clubId, section.id)} variant="secondary">
                Modifier
              </ButtonLink>
            ) : null}
            {isAdmin ? (
              <DeleteButton
                label="Supprimer la section"
                title={`Supprimer ${quoteName(section.name)} ?`}
                explanation="La section sera définitivement supprimée. Une section qui a encore des catégories ou des membres ne peut pas être supprimée."
                success={CLUB_SECTION_MESSAGES.deleted}
                failure={CLUB_SECTION_MESSAGES.deleteFailed}
                remove={() => deleteSection.mutateAsync({ clubId, sectionId: section.id })}
                pending={deleteSection.isPending}
                then={paths.clubSections.href(clubId)}
              />
            ) : null}
          </>
        }
      />
      <DetailsList
        items={[
          { label: 'Club', value: <Link to={paths.club.href(clubId)}>{section.clubName}</Link> },
          { label: 'Sport', value: section.sport },
          { label: 'Description', value: section.description || '—' },
          { label: 'Cotisation annuelle', value: formatFeeCents(section.seasonFeeCents) },
          { label: 'Contact', value: [section.contactName, section.contactEmail, section.contactPhone].filter(Boolean).join(' · ') || '—' },
          { label: 'Catégories', value: section.categoryCount },
          { label: 'Membres', value: section.memberCount },
        ]}
      />
      <ResponsibilitiesPanel section={section} canManage={canManage} canNameManagers={isAdmin} />
    </PageBody>
  );
}
