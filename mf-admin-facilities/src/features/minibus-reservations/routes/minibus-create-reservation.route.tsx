import { Alert } from '@club/ui';
import { PageBody, PageHeader } from '@club/ui-admin';
import { paths } from '../../../paths';
import { OpeningHoursTable } from '../../../shared/opening-hours/opening-hours-table';
import { minibusPage } from '../../minibuses/routes/minibus-page';
import { ReservationCreateForm } from '../../reservations/components/reservation-create-form';
import { usePickedSlot } from '../../reservations/free-slots/use-slot-picking';
import { MINIBUS_RESERVATIONS } from '../minibus-reservation-kind';

export const { loader } = minibusPage;

export function Component() {
  const minibus = minibusPage.useEntity();
  const slot = usePickedSlot();
  return (
    <PageBody>
      <PageHeader
        title={`Réserver ${minibus.name}`}
        description="Le départ et le retour ont lieu pendant les disponibilités du minibus."
        crumbs={[{ label: 'Minibus', to: paths.minibuses.href() }, { label: minibus.name, to: paths.minibus.href(minibus.id) }, { label: 'Nouvelle réservation' }]}
      />
      {minibus.isAvailable ? null : <Alert tone="warning">Ce minibus n'est pas disponible à la réservation.</Alert>}
      <ReservationCreateForm key={slot?.startAt} kind={MINIBUS_RESERVATIONS} resourceId={minibus.id} slot={slot} />
      <OpeningHoursTable caption="Disponibilités du minibus" week={minibus.disponibility} offLabel="Non disponible" />
    </PageBody>
  );
}
