import { reservationsOfRoomQueryOptions, roomQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { useCallback } from 'react';
import { PageBody, PageHeader, Section, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { OpeningHoursTable } from '../../../shared/opening-hours/opening-hours-table';
import { periodRange, readPeriod } from '../../../shared/time/period';
import { ReservationCreateForm } from '../../reservations/components/reservation-create-form';
import { hoursOfDay } from '../../reservations/free-slots/free-slots';
import { usePickedSlot, useSlotPicking } from '../../reservations/free-slots/use-slot-picking';
import { BOOKED_ROOMS } from '../booking-kinds';
import { BookingPlanning } from '../components/booking-planning';

/** The room, its week (`?startDate&endDate`, the current week by default) and the form to book it. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const roomId = requiredParam(params, 'roomId');
  const period = readPeriod(new URL(request.url).searchParams);
  const queryClient = loaderQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(routeQuery(roomQueryOptions(roomId))),
    queryClient.ensureQueryData(routeQuery(reservationsOfRoomQueryOptions(roomId, periodRange(period)))),
  ]);
  return { roomId, period };
}

export function Component() {
  const { roomId, period } = useLoaderData<typeof loader>();
  const { data: room } = useSuspenseQuery(routeQuery(roomQueryOptions(roomId)));
  const { data: reservations } = useSuspenseQuery(routeQuery(reservationsOfRoomQueryOptions(roomId, periodRange(period))));
  const hoursOf = useCallback((day: string) => hoursOfDay(room.openingHours, day), [room.openingHours]);
  const slots = useSlotPicking(hoursOf);
  const slot = usePickedSlot();
  return (
    <PageBody>
      <PageHeader
        title={`Réserver ${room.name}`}
        description={`Complexe : ${room.complexName}. Un créneau tient dans une journée, pendant les horaires d'ouverture.`}
        crumbs={[{ label: 'Mes réservations', to: paths.bookings.href() }, { label: room.name }]}
      />
      <BookingPlanning kind={BOOKED_ROOMS} period={period} reservations={reservations.data} slots={slots} />
      <Section aria-labelledby="new-booking-title">
        <h2 id="new-booking-title">Nouvelle réservation</h2>
        <ReservationCreateForm key={slot?.startAt} kind={BOOKED_ROOMS} resourceId={room.id} withBooker={false} slot={slot} />
      </Section>
      <OpeningHoursTable caption="Horaires d'ouverture de la salle" week={room.openingHours} offLabel="Fermé" />
    </PageBody>
  );
}
