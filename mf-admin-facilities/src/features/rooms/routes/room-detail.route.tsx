import { complexQueryOptions, reservationsOfRoomQueryOptions, roomQueryOptions } from '@club/api-client';
import { useLoaderData, useSuspenseQuery, type LoaderFunctionArgs } from '@club/stack';
import { ButtonLink } from '@club/ui';
import { useCallback } from 'react';
import { PageBody, PageHeader, loaderQueryClient, requiredParam, routeQuery } from '@club/ui-admin';
import { paths } from '../../../paths';
import { OpeningHoursTable } from '../../../shared/opening-hours/opening-hours-table';
import { periodRange, readPeriod } from '../../../shared/time/period';
import { ReservationPlanning } from '../../reservations/components/reservation-planning';
import { hoursOfDay } from '../../reservations/free-slots/free-slots';
import { useSlotPicking } from '../../reservations/free-slots/use-slot-picking';
import { ROOM_RESERVATIONS } from '../../room-reservations/room-reservation-kind';
import { DeleteRoomButton } from '../components/delete-room-button';
import { RoomDetails } from '../components/room-details';

/** The room, its complex (spec §2) and its reservations of the week asked by `?startDate&endDate`. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const roomId = requiredParam(params, 'roomId');
  const period = readPeriod(new URL(request.url).searchParams);
  const queryClient = loaderQueryClient();
  const [room] = await Promise.all([
    queryClient.ensureQueryData(routeQuery(roomQueryOptions(roomId))),
    queryClient.ensureQueryData(routeQuery(reservationsOfRoomQueryOptions(roomId, periodRange(period)))),
  ]);
  await queryClient.ensureQueryData(routeQuery(complexQueryOptions(room.complexId)));
  return { roomId, complexId: room.complexId, period };
}

export function Component() {
  const { roomId, complexId, period } = useLoaderData<typeof loader>();
  const { data: room } = useSuspenseQuery(routeQuery(roomQueryOptions(roomId)));
  const { data: complex } = useSuspenseQuery(routeQuery(complexQueryOptions(complexId)));
  const { data: reservations } = useSuspenseQuery(routeQuery(reservationsOfRoomQueryOptions(roomId, periodRange(period))));
  const hoursOf = useCallback((day: string) => hoursOfDay(room.openingHours, day), [room.openingHours]);
  const slots = useSlotPicking(hoursOf, paths.roomCreateReservation.href(room.id));
  return (
    <PageBody>
      <PageHeader
        title={room.name}
        crumbs={[{ label: 'Complexes', to: paths.complexes.href() }, { label: complex.name, to: paths.complex.href(complex.id) }, { label: room.name }]}
        actions={
          <>
            <ButtonLink to={paths.roomCreateReservation.href(room.id)}>Réserver</ButtonLink>
            <ButtonLink to={paths.roomEdit.href(room.id)} variant="secondary">
              Modifier
            </ButtonLink>
            <DeleteRoomButton room={room} />
          </>
        }
      />
      <RoomDetails room={room} complex={complex} />
      <ReservationPlanning kind={ROOM_RESERVATIONS} period={period} reservations={reservations.data} slots={slots} />
      <OpeningHoursTable caption="Horaires d'ouverture de la salle" week={room.openingHours} offLabel="Fermé" />
    </PageBody>
  );
}
