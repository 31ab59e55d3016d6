import { PageHeader } from '../../components/page/page-header';
import { PageBody } from '../../components/page/page.styles';
import { paths } from '../../config/paths';
import { MinibusCreateForm } from '../../features/minibuses/components/minibus-create-form';

export function Component() {
  return (
    <PageBody>
      <PageHeader title="Nouveau minibus" crumbs={[{ label: 'Minibus', to: paths.minibuses() }, { label: 'Nouveau minibus' }]} />
      <MinibusCreateForm />
    </PageBody>
  );
}
