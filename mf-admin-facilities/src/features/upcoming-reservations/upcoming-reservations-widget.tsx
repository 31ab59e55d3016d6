import { styled } from '@club/stack';
import { ErrorView, LoadingView } from '@club/ui';
import { useState } from 'react';
import { paths } from '../../paths';
import { upcomingPeriod, useUpcomingReservations } from './api/upcoming-reservations';
import { UpcomingList } from './components/upcoming-list';

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
`;

/**
 * Widget of the `/admin` home (slot 'admin-home', « Prochaines réservations »): the next bookings of
 * rooms and minibuses over 30 days, each linking to its room's or minibus' page and planning.
 */
export default function UpcomingReservationsWidget() {
  const [period] = useState(() => upcomingPeriod(new Date()));
  const { rooms, minibuses } = useUpcomingReservations(period);
  if (rooms.isPending || minibuses.isPending) return <LoadingView message="Chargement des réservations…" />;
  if (rooms.isError || minibuses.isError) {
    return <ErrorView headingLevel={3} title="Réservations indisponibles" message="Impossible de charger les prochaines réservations pour le moment." />;
  }
  return (
    <Columns>
      <UpcomingList
        title="Salles"
        items={rooms.data.data.map((booking) => ({ ...booking, resourceName: booking.roomName, href: paths.room.href(booking.roomId) }))}
        empty="Aucune réservation de salle dans les 30 prochains jours."
        allHref={paths.rooms.href()}
        allLabel="Toutes les salles"
      />
      <UpcomingList
        title="Minibus"
        items={minibuses.data.data.map((booking) => ({ ...booking, resourceName: booking.minibusName, href: paths.minibus.href(booking.minibusId) }))}
        empty="Aucune réservation de minibus dans les 30 prochains jours."
        allHref={paths.minibuses.href()}
        allLabel="Tous les minibus"
      />
    </Columns>
  );
}
