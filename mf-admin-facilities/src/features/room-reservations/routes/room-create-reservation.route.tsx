import { PageBody, PageHeader } from '@club/ui-admin';
import { paths } from '../../../paths';
import { OpeningHoursTable } from '../../../shared/opening-hours/opening-hours-table';
import { ReservationCreateForm } from '../../reservations/components/reservation-create-form';
import { usePickedSlot } from '../../reservations/free-slots/use-slot-picking';
import { roomPage } from '../../rooms/routes/room-page';
import { ROOM_RESERVATIONS } from '../room-reservation-kind';

export const { loader } = roomPage;

export function Component() {
  const room = roomPage.useEntity();
  const slot = usePickedSlot();
  return (
    <PageBody>
      <PageHeader
        title={`Réserver ${room.name}`}
        description={`Complexe : ${room.complexName}. Un créneau tient dans une journée, pendant les horaires d'ouverture.`}
        crumbs={[{ label: 'Salles', to: paths.rooms.href() }, { label: room.name, to: paths.room.href(room.id) }, { label: 'Nouvelle réservation' }]}
      />
      <ReservationCreateForm key={slot?.startAt} kind={ROOM_RESERVATIONS} resourceId={room.id} slot={slot} />
      <OpeningHoursTable caption="Horaires d'ouverture de la salle" week={room.openingHours} offLabel="Fermé" />
    </PageBody>
  );
}
