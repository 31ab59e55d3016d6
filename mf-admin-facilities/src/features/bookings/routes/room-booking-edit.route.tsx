import { roomReservationQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { BOOKED_ROOMS } from '../booking-kinds';
import { BookingEdit } from '../components/booking-edit';

export async function loader({ params }: LoaderFunctionArgs) {
  const reservationId = requiredParam(params, 'roomReservationId');
  await loaderQueryClient().ensureQueryData(routeQuery(roomReservationQueryOptions(reservationId)));
  return { reservationId };
}

export function Component() {
  const { reservationId } = useLoaderData<typeof loader>();
  const { data: reservation } = useSuspenseQuery(routeQuery(roomReservationQueryOptions(reservationId)));
  return (
    <PageBody>
      <PageHeader
        title={`Modifier la réservation «\u00a0${reservation.title}\u00a0»`}
        description={reservation.roomName}
        crumbs={[
          { label: 'Mes réservations', to: paths.bookings.href() },
          { label: reservation.roomName, to: paths.bookingRoom.href(reservation.roomId) },
          { label: 'Modifier la réservation' },
        ]}
      />
      <BookingEdit kind={BOOKED_ROOMS} reservation={reservation} />
    </PageBody>
  );
}
