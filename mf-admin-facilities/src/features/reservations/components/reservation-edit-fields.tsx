import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@club/contracts';
import { Alert } from '@club/ui';
import { SelectField } from '@club/ui/forms';
import { formatMoment } from '@club/ui/dates';
import { hasStarted } from '../reservation-edit-values';
import { ReservationFields } from './reservation-fields';
import { availableStatusActions } from './status-action-labels';

interface ReservationEditFieldsProps {
  reservation: { startAt: string; endAt: string; status: ReservationStatus; bookerName: string };
  withStatus?: boolean;
}

/** Title, dates (while it has not started) and, unless `withStatus` is false, the statuses the reservation may move to. */
export function ReservationEditFields({ reservation, withStatus = true }: ReservationEditFieldsProps) {
  const started = hasStarted(reservation);
  const statuses: ReservationStatus[] = [reservation.status, ...availableStatusActions(reservation)];
  return (
    <>
      <Alert tone="info" role={undefined}>
        Réservée par {reservation.bookerName}.{' '}
        {started
          ? `Commencée le ${formatMoment(reservation.startAt)} (fin le ${formatMoment(reservation.endAt)}) : ses horaires ne peuvent plus être modifiés.`
          : 'Le lieu réservé et la personne qui réserve ne peuvent pas être modifiés.'}
      </Alert>
      <ReservationFields withDates={!started} />
      {withStatus ? (
        <SelectField name="status" label="Statut" options={statuses.map((status) => ({ value: status, label: RESERVATION_STATUS_LABELS[status] }))} />
      ) : null}
    </>
  );
}
