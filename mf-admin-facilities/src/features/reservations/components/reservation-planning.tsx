import { apiErrorMessage } from '@club/api-client';
import type { ReservationStatus } from '@club/contracts';
import { toast } from '@club/stack';
import { Badge, Text } from '@club/ui';
import { RESERVATION_TOASTS } from '../../../shared/messages';
import type { Period } from '../../../shared/time/period';
import type { ReservationKind } from '../reservation-kind';
import { ReservationActions } from './reservation-actions';
import { ReservationCard, type ReservationSummary } from './reservation-card';
import { WeekView, type SlotPicking } from './week-view/week-view';

/** A booking a training session holds: it follows the session (ADR 121), so it has no actions of its own here. */
function HeldBySession() {
  return (
    <>
      <span>
        <Badge tone="info">Séance d'entraînement</Badge>
      </span>
      <Text as="span" size="sm" muted>
        Se modifie ou s'annule depuis la séance, dans Clubs.
      </Text>
    </>
  );
}

export interface ReservationPlanningProps<Field extends string> {
  kind: ReservationKind<Field>;
  period: Period;
  reservations: ReservationSummary[];
  /** A click on a free slot books it. */
  slots?: SlotPicking | undefined;
}

/** A room's or a minibus's week: its reservations per Paris day with their status actions (lists refresh after each change). */
export function ReservationPlanning<Field extends string>({ kind, period, reservations, slots }: ReservationPlanningProps<Field>) {
  const updateReservation = kind.useUpdate();
  const deleteReservation = kind.useDelete();
  const pending = updateReservation.isPending || deleteReservation.isPending;

  const changeStatus = async (reservation: ReservationSummary, status: ReservationStatus) => {
    try {
      await updateReservation.mutateAsync({ id: reservation.id, changes: { status } });
      toast.success(RESERVATION_TOASTS.updated);
    } catch (error) {
      toast.error(apiErrorMessage(error, RESERVATION_TOASTS.updateFailed));
    }
  };

  const remove = async (reservation: ReservationSummary) => {
    try {
      await deleteReservation.mutateAsync(reservation.id);
      toast.success(RESERVATION_TOASTS.deleted);
    } catch (error) {
      toast.error(apiErrorMessage(error, RESERVATION_TOASTS.deleteFailed));
    }
  };

  return (
    <WeekView
      title={kind.planningTitle}
      period={period}
      items={reservations}
      slots={slots}
      renderItem={(reservation) => (
        <ReservationCard reservation={reservation}>
          {reservation.trainingSessionId ? (
            <HeldBySession />
          ) : (
            <ReservationActions
              reservation={reservation}
              editPath={kind.editPath(reservation.id)}
              pending={pending}
              onChangeStatus={(status) => changeStatus(reservation, status)}
              onDelete={() => remove(reservation)}
            />
          )}
        </ReservationCard>
      )}
    />
  );
}
