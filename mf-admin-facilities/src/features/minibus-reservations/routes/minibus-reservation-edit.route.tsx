import { minibusQueryOptions, minibusReservationQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { ReservationEditForm } from '../../reservations/components/reservation-edit-form';
import { MINIBUS_RESERVATIONS } from '../minibus-reservation-kind';

/** The reservation and its minibus. */
export async function loader({ params }: LoaderFunctionArgs) {
  const reservationId = requiredParam(params, 'minibusReservationId');
  const queryClient = loaderQueryClient();
  const reservation = await queryClient.ensureQueryData(routeQuery(minibusReservationQueryOptions(reservationId)));
  await queryClient.ensureQueryData(routeQuery(minibusQueryOptions(reservation.minibusId)));
  return { reservationId, minibusId: reservation.minibusId };
}

export function Component() {
  const { reservationId, minibusId } = useLoaderData<typeof loader>();
  const { data: reservation } = useSuspenseQuery(routeQuery(minibusReservationQueryOptions(reservationId)));
  const { data: minibus } = useSuspenseQuery(routeQuery(minibusQueryOptions(minibusId)));
  return (
    <PageBody>
      <PageHeader
        title={`Modifier la réservation «\u00a0${reservation.title}\u00a0»`}
        description={minibus.name}
        crumbs={[
          { label: 'Minibus', to: paths.minibuses.href() },
          { label: minibus.name, to: paths.minibus.href(minibus.id) },
          { label: 'Modifier la réservation' },
        ]}
      />
      <ReservationEditForm key={reservation.updatedAt} kind={MINIBUS_RESERVATIONS} reservation={reservation} />
    </PageBody>
  );
}
