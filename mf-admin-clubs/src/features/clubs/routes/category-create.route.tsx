import { withDe } from '@club/contracts';
import { clubSectionQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { CategoryForm } from '../components/category-form';

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
        title={`Nouvelle catégorie ${withDe(section.name)}`}
        crumbs={[
          { label: 'Clubs', to: paths.clubs.href() },
          { label: section.clubName, to: paths.club.href(clubId) },
          { label: section.name, to: paths.clubSection.href(clubId, sectionId) },
          { label: 'Catégories', to: paths.sectionCategories.href(clubId, sectionId) },
          { label: 'Nouvelle catégorie' },
        ]}
      />
      <CategoryForm clubId={clubId} sectionId={sectionId} />
    </PageBody>
  );
}
