import { PageHeader } from '../../components/page/page-header';
import { PageBody } from '../../components/page/page.styles';
import { paths } from '../../config/paths';
import { ComplexCreateForm } from '../../features/complexes/components/complex-create-form';

export function Component() {
  return (
    <PageBody>
      <PageHeader title="Nouveau complexe" crumbs={[{ label: 'Complexes', to: paths.complexes() }, { label: 'Nouveau complexe' }]} />
      <ComplexCreateForm />
    </PageBody>
  );
}
