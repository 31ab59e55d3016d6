import { minibusQueryOptions } from '@club/api-client';
import { Alert } from '@club/ui';
import { OpeningHoursTable } from '../../components/opening-hours/opening-hours-table';
import { PageHeader } from '../../components/page/page-header';
import { PageBody } from '../../components/page/page.styles';
import { paths } from '../../config/paths';
import { MINIBUS_RESERVATIONS } from '../../features/minibus-reservations/minibus-reservation-kind';
import { ReservationCreateForm } from '../../features/reservations/components/reservation-create-form';
import { entityRoute } from '../../lib/entity-route';

const minibusPage = entityRoute('minibusId', minibusQueryOptions);
export const { loader } = minibusPage;

export function Component() {
  const minibus = minibusPage.useEntity();
  return (
    <PageBody>
      <PageHeader
        title={`Réserver ${minibus.name}`}
        description="Le départ et le retour ont lieu pendant les disponibilités du minibus."
        crumbs={[{ label: 'Minibus', to: paths.minibuses() }, { label: minibus.name, to: paths.minibus(minibus.id) }, { label: 'Nouvelle réservation' }]}
      />
      {minibus.isAvailable ? null : <Alert tone="warning">Ce minibus n'est pas disponible à la réservation.</Alert>}
      <ReservationCreateForm kind={MINIBUS_RESERVATIONS} resourceId={minibus.id} />
      <OpeningHoursTable caption="Disponibilités du minibus" week={minibus.disponibility} offLabel="Non disponible" />
    </PageBody>
  );
}
