import { PageBody, PageHeader } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ComplexEditForm } from '../components/complex-edit-form';
import { complexPage } from './complex-page';

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
