import { minibusQueryOptions } from '@club/api-client';
import { PageHeader } from '../../components/page/page-header';
import { PageBody } from '../../components/page/page.styles';
import { paths } from '../../config/paths';
import { MinibusEditForm } from '../../features/minibuses/components/minibus-edit-form';
import { entityRoute } from '../../lib/entity-route';

const minibusPage = entityRoute('minibusId', minibusQueryOptions);
export const { loader } = minibusPage;

export function Component() {
  const minibus = minibusPage.useEntity();
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
