import { minibusQueryOptions, reservationsOfMinibusQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { ButtonLink } from '@club/ui';
import { PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { OpeningHoursTable } from '../../../shared/opening-hours/opening-hours-table';
import { periodRange, readPeriod } from '../../../shared/time/period';
import { MINIBUS_RESERVATIONS } from '../../minibus-reservations/minibus-reservation-kind';
import { ReservationPlanning } from '../../reservations/components/reservation-planning';
import { DeleteMinibusButton } from '../components/delete-minibus-button';
import { MinibusDetails } from '../components/minibus-details';

/** The minibus and its reservations of the period asked by the optional `?startDate&endDate` (spec §2). */
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
        title={minibus.name}
        crumbs={[{ label: 'Minibus', to: paths.minibuses.href() }, { label: minibus.name }]}
        actions={
          <>
            {minibus.isAvailable ? <ButtonLink to={paths.minibusCreateReservation.href(minibus.id)}>Réserver</ButtonLink> : null}
            <ButtonLink to={paths.minibusEdit.href(minibus.id)} variant="secondary">
              Modifier
            </ButtonLink>
            <DeleteMinibusButton minibus={minibus} />
          </>
        }
      />
      <MinibusDetails minibus={minibus} />
      <ReservationPlanning kind={MINIBUS_RESERVATIONS} period={period} reservations={reservations.data} />
      <OpeningHoursTable caption="Disponibilités du minibus" week={minibus.disponibility} offLabel="Non disponible" />
    </PageBody>
  );
}
