import { PageBody, PageHeader } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ComplexCreateForm } from '../components/complex-create-form';

export function Component() {
  return (
    <PageBody>
      <PageHeader title="Nouveau complexe" crumbs={[{ label: 'Complexes', to: paths.complexes.href() }, { label: 'Nouveau complexe' }]} />
      <ComplexCreateForm />
    </PageBody>
  );
}
