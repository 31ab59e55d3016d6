import { apiErrorMessage, useDeleteRoomReservation, useUpdateRoomReservation } from '@club/api-client';
import type { ReservationStatus, RoomReservation } from '@club/contracts';
import { toast } from '@club/stack';
import { WeekView } from '../../../components/week-view/week-view';
import { paths } from '../../../config/paths';
import { RESERVATION_TOASTS } from '../../../lib/messages';
import type { Period } from '../../../lib/period';
import { ReservationActions } from '../../reservations/components/reservation-actions';
import { ReservationCard } from '../../reservations/components/reservation-card';

/** The room's week: its reservations per Paris day with their status actions (lists refresh after each change). */
export function RoomPlanning({ period, reservations }: { period: Period; reservations: RoomReservation[] }) {
  const updateReservation = useUpdateRoomReservation();
  const deleteReservation = useDeleteRoomReservation();
  const pending = updateReservation.isPending || deleteReservation.isPending;

  const changeStatus = async (reservation: RoomReservation, status: ReservationStatus) => {
    try {
      await updateReservation.mutateAsync({ id: reservation.id, changes: { status } });
      toast.success(RESERVATION_TOASTS.updated);
    } catch (error) {
      toast.error(apiErrorMessage(error, RESERVATION_TOASTS.updateFailed));
    }
  };

  const remove = async (reservation: RoomReservation) => {
    try {
      await deleteReservation.mutateAsync(reservation.id);
      toast.success(RESERVATION_TOASTS.deleted);
    } catch (error) {
      toast.error(apiErrorMessage(error, RESERVATION_TOASTS.deleteFailed));
    }
  };

  return (
    <WeekView
      title="Planning de la salle"
      period={period}
      items={reservations}
      renderItem={(reservation) => (
        <ReservationCard reservation={reservation}>
          <ReservationActions
            reservation={reservation}
            editPath={paths.roomReservationEdit(reservation.id)}
            pending={pending}
            onChangeStatus={(status) => changeStatus(reservation, status)}
            onDelete={() => remove(reservation)}
          />
        </ReservationCard>
      )}
    />
  );
}
