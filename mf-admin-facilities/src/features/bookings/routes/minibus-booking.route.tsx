import { Alert } from '@club/ui';
import { useCallback } from 'react';
import { PageBody, PageHeader, Section } from '@club/ui-admin';
import { paths } from '../../../paths';
import { OpeningHoursTable } from '../../../shared/opening-hours/opening-hours-table';
import { minibusWeekLoader, useMinibusWeek } from '../../minibuses/routes/minibus-week';
import { ReservationCreateForm } from '../../reservations/components/reservation-create-form';
import { hoursOfDay } from '../../reservations/free-slots/free-slots';
import { usePickedSlot, useSlotPicking } from '../../reservations/free-slots/use-slot-picking';
import { BOOKED_MINIBUSES } from '../booking-kinds';
import { BookingPlanning } from '../components/booking-planning';

/** The minibus, its week (`?startDate&endDate`, the current week by default) and the form to book it. */
export const loader = minibusWeekLoader;

export function Component() {
  const { minibus, reservations, period } = useMinibusWeek();
  const hoursOf = useCallback((day: string) => hoursOfDay(minibus.disponibility, day), [minibus.disponibility]);
  const slots = useSlotPicking(minibus.isAvailable ? hoursOf : null);
  const slot = usePickedSlot();
  return (
    <PageBody>
      <PageHeader
        title={`Réserver ${minibus.name}`}
        description={`${minibus.capacity} places. Le départ et le retour ont lieu pendant les disponibilités du minibus.`}
        crumbs={[{ label: 'Mes réservations', to: paths.bookings.href() }, { label: minibus.name }]}
      />
      <BookingPlanning kind={BOOKED_MINIBUSES} period={period} reservations={reservations} slots={slots} />
      <Section aria-labelledby="new-booking-title">
        <h2 id="new-booking-title">Nouvelle réservation</h2>
        {minibus.isAvailable ? (
          <ReservationCreateForm key={slot?.startAt} kind={BOOKED_MINIBUSES} resourceId={minibus.id} withBooker={false} slot={slot} />
        ) : (
          <Alert tone="warning">Ce minibus n'est pas disponible à la réservation.</Alert>
        )}
      </Section>
      <OpeningHoursTable caption="Disponibilités du minibus" week={minibus.disponibility} offLabel="Non disponible" />
    </PageBody>
  );
}
