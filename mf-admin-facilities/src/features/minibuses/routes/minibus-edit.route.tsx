import { PageBody, PageHeader } from '@club/ui-admin';
import { paths } from '../../../paths';
import { MinibusEditForm } from '../components/minibus-edit-form';
import { minibusPage } from './minibus-page';

export const { loader } = minibusPage;

export function Component() {
  const minibus = minibusPage.useEntity();
  return (
    <PageBody>
      <PageHeader
        title={`Modifier ${minibus.name}`}
        crumbs={[{ label: 'Minibus', to: paths.minibuses.href() }, { label: minibus.name, to: paths.minibus.href(minibus.id) }, { label: 'Modifier' }]}
      />
      <MinibusEditForm key={minibus.updatedAt} minibus={minibus} />
    </PageBody>
  );
}
