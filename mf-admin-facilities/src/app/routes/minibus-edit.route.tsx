import { minibusQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { PageHeader } from '../../components/page/page-header';
import { PageBody } from '../../components/page/page.styles';
import { paths } from '../../config/paths';
import { MinibusEditForm } from '../../features/minibuses/components/minibus-edit-form';
import { loaderQueryClient, requiredParam, routeQuery } from '../../lib/route-query';

export async function loader({ params }: LoaderFunctionArgs) {
  const minibusId = requiredParam(params, 'minibusId');
  await loaderQueryClient().ensureQueryData(routeQuery(minibusQueryOptions(minibusId)));
  return { minibusId };
}

export function Component() {
  const { minibusId } = useLoaderData<typeof loader>();
  const { data: minibus } = useSuspenseQuery(routeQuery(minibusQueryOptions(minibusId)));
  return (
    <PageBody>
      <PageHeader
        title={`Modifier ${minibus.name}`}
        crumbs={[{ label: 'Minibus', to: paths.minibuses() }, { label: minibus.name, to: paths.minibus(minibus.id) }, { label: 'Modifier' }]}
      />
      <MinibusEditForm key={minibus.updatedAt} minibus={minibus} />
    </PageBody>
  );
}
