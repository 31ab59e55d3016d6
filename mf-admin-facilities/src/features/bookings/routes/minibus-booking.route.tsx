import { minibusQueryOptions, reservationsOfMinibusQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { Alert } from '@club/ui';
import { PageBody, PageHeader, Section, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { OpeningHoursTable } from '../../../shared/opening-hours/opening-hours-table';
import { periodRange, readPeriod } from '../../../shared/time/period';
import { ReservationCreateForm } from '../../reservations/components/reservation-create-form';
import { BOOKED_MINIBUSES } from '../booking-kinds';
import { BookingPlanning } from '../components/booking-planning';

/** The minibus, its week (`?startDate&endDate`, the current week by default) and the form to book it. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const minibusId = requiredParam(params, 'minibusId');
  const period = readPeriod(new URL(request.url).searchParams);
  const queryClient = loaderQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(routeQuery(minibusQueryOptions(minibusId))),
    queryClient.ensureQueryData(routeQuery(reservationsOfMinibusQueryOptions(minibusId, periodRange(period)))),
  ]);
  return { minibusId, period };
}

export function Component() {
  const { minibusId, period } = useLoaderData<typeof loader>();
  const { data: minibus } = useSuspenseQuery(routeQuery(minibusQueryOptions(minibusId)));
  const { data: reservations } = useSuspenseQuery(routeQuery(reservationsOfMinibusQueryOptions(minibusId, periodRange(period))));
  return (
    <PageBody>
      <PageHeader
        title={`Réserver ${minibus.name}`}
        description={`${minibus.capacity} places. Le départ et le retour ont lieu pendant les disponibilités du minibus.`}
        crumbs={[{ label: 'Mes réservations', to: paths.bookings.href() }, { label: minibus.name }]}
      />
      <BookingPlanning kind={BOOKED_MINIBUSES} period={period} reservations={reservations.data} />
      <Section aria-labelledby="new-booking-title">
        <h2 id="new-booking-title">Nouvelle réservation</h2>
        {minibus.isAvailable ? (
          <ReservationCreateForm kind={BOOKED_MINIBUSES} resourceId={minibus.id} withBooker={false} />
        ) : (
          <Alert tone="warning">Ce minibus n'est pas disponible à la réservation.</Alert>
        )}
      </Section>
      <OpeningHoursTable caption="Disponibilités du minibus" week={minibus.disponibility} offLabel="Non disponible" />
    </PageBody>
  );
}
