import { minibusReservationQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { BOOKED_MINIBUSES } from '../booking-kinds';
import { BookingEdit } from '../components/booking-edit';

export async function loader({ params }: LoaderFunctionArgs) {
  const reservationId = requiredParam(params, 'minibusReservationId');
  await loaderQueryClient().ensureQueryData(routeQuery(minibusReservationQueryOptions(reservationId)));
  return { reservationId };
}

export function Component() {
  const { reservationId } = useLoaderData<typeof loader>();
  const { data: reservation } = useSuspenseQuery(routeQuery(minibusReservationQueryOptions(reservationId)));
  return (
    <PageBody>
      <PageHeader
        title={`Modifier la réservation «\u00a0${reservation.title}\u00a0»`}
        description={reservation.minibusName}
        crumbs={[
          { label: 'Mes réservations', to: paths.bookings.href() },
          { label: reservation.minibusName, to: paths.bookingMinibus.href(reservation.minibusId) },
          { label: 'Modifier la réservation' },
        ]}
      />
      <BookingEdit kind={BOOKED_MINIBUSES} reservation={reservation} />
    </PageBody>
  );
}
