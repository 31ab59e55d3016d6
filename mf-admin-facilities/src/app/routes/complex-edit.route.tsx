import { complexQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { PageHeader } from '../../components/page/page-header';
import { PageBody } from '../../components/page/page.styles';
import { paths } from '../../config/paths';
import { ComplexEditForm } from '../../features/complexes/components/complex-edit-form';
import { loaderQueryClient, requiredParam, routeQuery } from '../../lib/route-query';

export async function loader({ params }: LoaderFunctionArgs) {
  const complexId = requiredParam(params, 'complexId');
  await loaderQueryClient().ensureQueryData(routeQuery(complexQueryOptions(complexId)));
  return { complexId };
}

export function Component() {
  const { complexId } = useLoaderData<typeof loader>();
  const { data: complex } = useSuspenseQuery(routeQuery(complexQueryOptions(complexId)));
  return (
    <PageBody>
      <PageHeader
        title={`Modifier ${complex.name}`}
        crumbs={[{ label: 'Complexes', to: paths.complexes() }, { label: complex.name, to: paths.complex(complex.id) }, { label: 'Modifier' }]}
      />
      <ComplexEditForm key={complex.updatedAt} complex={complex} />
    </PageBody>
  );
}
