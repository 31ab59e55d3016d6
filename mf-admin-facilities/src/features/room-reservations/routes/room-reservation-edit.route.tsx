import { complexQueryOptions, roomQueryOptions, roomReservationQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ReservationEditForm } from '../../reservations/components/reservation-edit-form';
import { ROOM_RESERVATIONS } from '../room-reservation-kind';

/** The reservation, its room and the room's complex (spec §2). */
export async function loader({ params }: LoaderFunctionArgs) {
  const reservationId = requiredParam(params, 'roomReservationId');
  const queryClient = loaderQueryClient();
  const reservation = await queryClient.ensureQueryData(routeQuery(roomReservationQueryOptions(reservationId)));
  const room = await queryClient.ensureQueryData(routeQuery(roomQueryOptions(reservation.roomId)));
  await queryClient.ensureQueryData(routeQuery(complexQueryOptions(room.complexId)));
  return { reservationId, roomId: room.id, complexId: room.complexId };
}

export function Component() {
  const { reservationId, roomId, complexId } = useLoaderData<typeof loader>();
  const { data: reservation } = useSuspenseQuery(routeQuery(roomReservationQueryOptions(reservationId)));
  const { data: room } = useSuspenseQuery(routeQuery(roomQueryOptions(roomId)));
  const { data: complex } = useSuspenseQuery(routeQuery(complexQueryOptions(complexId)));
  return (
    <PageBody>
      <PageHeader
        title={`Modifier la réservation «\u00a0${reservation.title}\u00a0»`}
        description={`${room.name} — ${complex.name}`}
        crumbs={[
          { label: 'Complexes', to: paths.complexes.href() },
          { label: complex.name, to: paths.complex.href(complex.id) },
          { label: room.name, to: paths.room.href(room.id) },
          { label: 'Modifier la réservation' },
        ]}
      />
      <ReservationEditForm key={reservation.updatedAt} kind={ROOM_RESERVATIONS} reservation={reservation} />
    </PageBody>
  );
}
