import { clubSectionQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { SectionForm } from '../components/section-form';

export async function loader({ params }: LoaderFunctionArgs) {
  const clubId = requiredParam(params, 'clubId');
  const sectionId = requiredParam(params, 'sectionId');
  await loaderQueryClient().ensureQueryData(routeQuery(clubSectionQueryOptions(clubId, sectionId)));
  return { clubId, sectionId };
}

export function Component() {
  const { clubId, sectionId } = useLoaderData<typeof loader>();
  const { data: section } = useSuspenseQuery(routeQuery(clubSectionQueryOptions(clubId, sectionId)));
  return (
    <PageBody>
      <PageHeader
        title={`Modifier ${section.name}`}
        crumbs={[
          { label: 'Clubs', to: paths.clubs.href() },
          { label: section.clubName, to: paths.club.href(clubId) },
          { label: section.name, to: paths.clubSection.href(clubId, section.id) },
          { label: 'Modifier' },
        ]}
      />
      <SectionForm clubId={clubId} section={section} />
    </PageBody>
  );
}
