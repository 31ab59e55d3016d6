import { minibusesQueryOptions, roomsQueryOptions } from '@club/api-client';
import { useSuspenseQuery } from '@club/stack';
import { PageBody, PageHeader, Section, loaderQueryClient, routeQuery } from '@club/ui-admin';
import { myMinibusBookingsQueryOptions, myRoomBookingsQueryOptions } from '../api/my-bookings';
import { BookableResources } from '../components/bookable-resources';
import { MyBookingsTable } from '../components/my-bookings-table';
import { mergeMyBookings } from '../my-bookings';

const ROOMS = roomsQueryOptions({ page: 1, limit: 100 });
const MINIBUSES = minibusesQueryOptions({ page: 1, limit: 100, isAvailable: true });

/** The caller's bookings and what they may book (ADR 170). */
export async function loader() {
  const queryClient = loaderQueryClient();
  await Promise.all([
    queryClient.ensureQueryData(routeQuery(myRoomBookingsQueryOptions())),
    queryClient.ensureQueryData(routeQuery(myMinibusBookingsQueryOptions())),
    queryClient.ensureQueryData(routeQuery(ROOMS)),
    queryClient.ensureQueryData(routeQuery(MINIBUSES)),
  ]);
  return null;
}

export function Component() {
  const { data: roomBookings } = useSuspenseQuery(routeQuery(myRoomBookingsQueryOptions()));
  const { data: minibusBookings } = useSuspenseQuery(routeQuery(myMinibusBookingsQueryOptions()));
  const { data: rooms } = useSuspenseQuery(routeQuery(ROOMS));
  const { data: minibuses } = useSuspenseQuery(routeQuery(MINIBUSES));
  return (
    <PageBody>
      <PageHeader
        title="Mes réservations"
        description="Réservez une salle pour un événement de votre catégorie ou un minibus pour un déplacement. Un administrateur confirme ensuite chaque réservation ; tant qu'elle est en attente, vous pouvez la modifier ou l'annuler."
      />
      <Section aria-labelledby="mine-title">
        <h2 id="mine-title">Mes réservations à venir</h2>
        <MyBookingsTable bookings={mergeMyBookings(roomBookings.data, minibusBookings.data)} />
      </Section>
      <BookableResources rooms={rooms.data} minibuses={minibuses.data} />
    </PageBody>
  );
}
