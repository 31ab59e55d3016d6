import { roomQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { PageHeader } from '../../components/page/page-header';
import { PageBody } from '../../components/page/page.styles';
import { paths } from '../../config/paths';
import { RoomEditForm } from '../../features/rooms/components/room-edit-form';
import { loaderQueryClient, requiredParam, routeQuery } from '../../lib/route-query';

export async function loader({ params }: LoaderFunctionArgs) {
  const roomId = requiredParam(params, 'roomId');
  await loaderQueryClient().ensureQueryData(routeQuery(roomQueryOptions(roomId)));
  return { roomId };
}

export function Component() {
  const { roomId } = useLoaderData<typeof loader>();
  const { data: room } = useSuspenseQuery(routeQuery(roomQueryOptions(roomId)));
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
