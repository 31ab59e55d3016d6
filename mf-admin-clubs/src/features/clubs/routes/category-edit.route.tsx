import { clubCategoryQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { CategoryForm } from '../components/category-form';

export async function loader({ params }: LoaderFunctionArgs) {
  const clubId = requiredParam(params, 'clubId');
  const sectionId = requiredParam(params, 'sectionId');
  const categoryId = requiredParam(params, 'categoryId');
  await loaderQueryClient().ensureQueryData(routeQuery(clubCategoryQueryOptions(clubId, categoryId)));
  return { clubId, sectionId, categoryId };
}

export function Component() {
  const { clubId, sectionId, categoryId } = useLoaderData<typeof loader>();
  const { data: category } = useSuspenseQuery(routeQuery(clubCategoryQueryOptions(clubId, categoryId)));
  return (
    <PageBody>
      <PageHeader
        title={`Modifier ${category.name}`}
        crumbs={[
          { label: 'Clubs', to: paths.clubs.href() },
          { label: category.sectionName, to: paths.clubSection.href(clubId, sectionId) },
          { label: 'Catégories', to: paths.sectionCategories.href(clubId, sectionId) },
          { label: `Modifier ${category.name}` },
        ]}
      />
      <CategoryForm clubId={clubId} sectionId={sectionId} category={category} />
    </PageBody>
  );
}
