import { roomQueryOptions } from '@club/api-client';
import { OpeningHoursTable } from '../../components/opening-hours/opening-hours-table';
import { PageHeader } from '../../components/page/page-header';
import { PageBody } from '../../components/page/page.styles';
import { paths } from '../../config/paths';
import { ReservationCreateForm } from '../../features/reservations/components/reservation-create-form';
import { ROOM_RESERVATIONS } from '../../features/room-reservations/room-reservation-kind';
import { entityRoute } from '../../lib/entity-route';

const roomPage = entityRoute('roomId', roomQueryOptions);
export const { loader } = roomPage;

export function Component() {
  const room = roomPage.useEntity();
  return (
    <PageBody>
      <PageHeader
        title={`Réserver ${room.name}`}
        description={`Complexe : ${room.complexName}. Un créneau tient dans une journée, pendant les horaires d'ouverture.`}
        crumbs={[{ label: 'Salles', to: paths.rooms() }, { label: room.name, to: paths.room(room.id) }, { label: 'Nouvelle réservation' }]}
      />
      <ReservationCreateForm kind={ROOM_RESERVATIONS} resourceId={room.id} />
      <OpeningHoursTable caption="Horaires d'ouverture de la salle" week={room.openingHours} offLabel="Fermé" />
    </PageBody>
  );
}
