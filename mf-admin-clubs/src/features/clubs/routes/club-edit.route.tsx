import { clubQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ClubForm } from '../components/club-form';

export async function loader({ params }: LoaderFunctionArgs) {
  const clubId = requiredParam(params, 'clubId');
  await loaderQueryClient().ensureQueryData(routeQuery(clubQueryOptions(clubId)));
  return { clubId };
}

export function Component() {
  const { clubId } = useLoaderData<typeof loader>();
  const { data: club } = useSuspenseQuery(routeQuery(clubQueryOptions(clubId)));
  return (
    <PageBody>
      <PageHeader
        title={`Modifier ${club.name}`}
        crumbs={[{ label: 'Clubs', to: paths.clubs.href() }, { label: club.name, to: paths.club.href(club.id) }, { label: 'Modifier' }]}
      />
      <ClubForm club={club} />
    </PageBody>
  );
}
