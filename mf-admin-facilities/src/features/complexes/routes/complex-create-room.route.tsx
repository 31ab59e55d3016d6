import { PageBody, PageHeader } from '@club/ui-admin';
import { paths } from '../../../paths';
import { RoomCreateForm } from '../../rooms/components/room-create-form';
import { complexPage } from './complex-page';

export const { loader } = complexPage;

export function Component() {
  const complex = complexPage.useEntity();
  return (
    <PageBody>
      <PageHeader
        title={`Nouvelle salle — ${complex.name}`}
        crumbs={[{ label: 'Complexes', to: paths.complexes.href() }, { label: complex.name, to: paths.complex.href(complex.id) }, { label: 'Nouvelle salle' }]}
      />
      <RoomCreateForm complexId={complex.id} />
    </PageBody>
  );
}
