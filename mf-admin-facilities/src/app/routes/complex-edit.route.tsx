import { complexQueryOptions } from '@club/api-client';
import { PageHeader } from '../../components/page/page-header';
import { PageBody } from '../../components/page/page.styles';
import { paths } from '../../config/paths';
import { ComplexEditForm } from '../../features/complexes/components/complex-edit-form';
import { entityRoute } from '../../lib/entity-route';

const complexPage = entityRoute('complexId', complexQueryOptions);
export const { loader } = complexPage;

export function Component() {
  const complex = complexPage.useEntity();
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
