import { PageBody, PageHeader } from '@club/ui-admin';
import { paths } from '../../../paths';
import { RoomEditForm } from '../components/room-edit-form';
import { roomPage } from './room-page';

export const { loader } = roomPage;

export function Component() {
  const room = roomPage.useEntity();
  return (
    <PageBody>
      <PageHeader
        title={`Modifier ${room.name}`}
        description={`Complexe : ${room.complexName}`}
        crumbs={[{ label: 'Salles', to: paths.rooms.href() }, { label: room.name, to: paths.room.href(room.id) }, { label: 'Modifier' }]}
      />
      <RoomEditForm key={room.updatedAt} room={room} />
    </PageBody>
  );
}
