import { ButtonLink } from '@club/ui';
import { useCallback } from 'react';
import { PageBody, PageHeader } from '@club/ui-admin';
import { paths } from '../../../paths';
import { OpeningHoursTable } from '../../../shared/opening-hours/opening-hours-table';
import { MINIBUS_RESERVATIONS } from '../../minibus-reservations/minibus-reservation-kind';
import { ReservationPlanning } from '../../reservations/components/reservation-planning';
import { hoursOfDay } from '../../reservations/free-slots/free-slots';
import { useSlotPicking } from '../../reservations/free-slots/use-slot-picking';
import { DeleteMinibusButton } from '../components/delete-minibus-button';
import { MinibusDetails } from '../components/minibus-details';
import { minibusWeekLoader, useMinibusWeek } from './minibus-week';

/** The minibus and its reservations of the period asked by the optional `?startDate&endDate` (spec §2). */
export const loader = minibusWeekLoader;

export function Component() {
  const { minibus, reservations, period } = useMinibusWeek();
  const hoursOf = useCallback((day: string) => hoursOfDay(minibus.disponibility, day), [minibus.disponibility]);
  const slots = useSlotPicking(minibus.isAvailable ? hoursOf : null, paths.minibusCreateReservation.href(minibus.id));
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
      <ReservationPlanning kind={MINIBUS_RESERVATIONS} period={period} reservations={reservations} slots={slots} />
      <OpeningHoursTable caption="Disponibilités du minibus" week={minibus.disponibility} offLabel="Non disponible" />
    </PageBody>
  );
}
