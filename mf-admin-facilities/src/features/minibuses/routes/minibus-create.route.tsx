import { PageBody, PageHeader } from '@club/ui-admin';
import { paths } from '../../../paths';
import { MinibusCreateForm } from '../components/minibus-create-form';

export function Component() {
  return (
    <PageBody>
      <PageHeader title="Nouveau minibus" crumbs={[{ label: 'Minibus', to: paths.minibuses.href() }, { label: 'Nouveau minibus' }]} />
      <MinibusCreateForm />
    </PageBody>
  );
}
