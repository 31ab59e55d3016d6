import { roomQueryOptions } from '@club/api-client';
import { PageHeader } from '../../components/page/page-header';
import { PageBody } from '../../components/page/page.styles';
import { paths } from '../../config/paths';
import { RoomEditForm } from '../../features/rooms/components/room-edit-form';
import { entityRoute } from '../../lib/entity-route';

const roomPage = entityRoute('roomId', roomQueryOptions);
export const { loader } = roomPage;

export function Component() {
  const room = roomPage.useEntity();
  return (
    <PageBody>
      <PageHeader
        title={`Modifier ${room.name}`}
        description={`Complexe : ${room.complexName}`}
        crumbs={[{ label: 'Salles', to: paths.rooms() }, { label: room.name, to: paths.room(room.id) }, { label: 'Modifier' }]}
      />
      <RoomEditForm key={room.updatedAt} room={room} />
    </PageBody>
  );
}
