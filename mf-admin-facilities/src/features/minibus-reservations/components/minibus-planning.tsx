import { apiErrorMessage, useDeleteMinibusReservation, useUpdateMinibusReservation } from '@club/api-client';
import type { ReservationStatus, MinibusReservation } from '@club/contracts';
import { toast } from '@club/stack';
import { WeekView } from '../../../components/week-view/week-view';
import { paths } from '../../../config/paths';
import { RESERVATION_TOASTS } from '../../../lib/messages';
import type { Period } from '../../../lib/period';
import { ReservationActions } from '../../reservations/components/reservation-actions';
import { ReservationCard } from '../../reservations/components/reservation-card';

/** The minibus's week: its reservations per Paris day with their status actions (lists refresh after each change). */
export function MinibusPlanning({ period, reservations }: { period: Period; reservations: MinibusReservation[] }) {
  const updateReservation = useUpdateMinibusReservation();
  const deleteReservation = useDeleteMinibusReservation();
  const pending = updateReservation.isPending || deleteReservation.isPending;

  const changeStatus = async (reservation: MinibusReservation, status: ReservationStatus) => {
    try {
      await updateReservation.mutateAsync({ id: reservation.id, changes: { status } });
      toast.success(RESERVATION_TOASTS.updated);
    } catch (error) {
      toast.error(apiErrorMessage(error, RESERVATION_TOASTS.updateFailed));
    }
  };

  const remove = async (reservation: MinibusReservation) => {
    try {
      await deleteReservation.mutateAsync(reservation.id);
      toast.success(RESERVATION_TOASTS.deleted);
    } catch (error) {
      toast.error(apiErrorMessage(error, RESERVATION_TOASTS.deleteFailed));
    }
  };

  return (
    <WeekView
      title="Planning du minibus"
      period={period}
      items={reservations}
      renderItem={(reservation) => (
        <ReservationCard reservation={reservation}>
          <ReservationActions
            reservation={reservation}
            editPath={paths.minibusReservationEdit(reservation.id)}
            pending={pending}
            onChangeStatus={(status) => changeStatus(reservation, status)}
            onDelete={() => remove(reservation)}
          />
        </ReservationCard>
      )}
    />
  );
}
