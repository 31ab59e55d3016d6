import { complexQueryOptions } from '@club/api-client';
import { PageHeader, PageBody, entityRoute } from '@club/ui/admin';
import { paths } from '../../../paths';
import { ComplexEditForm } from '../components/complex-edit-form';

const complexPage = entityRoute('complexId', complexQueryOptions);
export const { loader } = complexPage;

export function Component() {
  const complex = complexPage.useEntity();
  return (
    <PageBody>
      <PageHeader
        title={`Modifier ${complex.name}`}
        crumbs={[{ label: 'Complexes', to: paths.complexes.href() }, { label: complex.name, to: paths.complex.href(complex.id) }, { label: 'Modifier' }]}
      />
      <ComplexEditForm key={complex.updatedAt} complex={complex} />
    </PageBody>
  );
}
