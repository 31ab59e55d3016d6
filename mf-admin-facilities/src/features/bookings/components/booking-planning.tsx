import { useSession } from '@club/auth';
import { Link } from '@club/stack';
import { VisuallyHidden } from '@club/ui';
import { formatMoment } from '@club/ui/dates';
import type { Period } from '../../../shared/time/period';
import { ReservationCard, type ReservationSummary } from '../../reservations/components/reservation-card';
import type { ReservationKind } from '../../reservations/reservation-kind';
import { WeekView, type SlotPicking } from '../../reservations/components/week-view/week-view';
import { isChangeable } from '../my-bookings';

type PlannedReservation = ReservationSummary & { bookerId: string };

/**
 * The week of a room or a minibus as a booker sees it: every taken slot (hours, title, booker's name, status, as
 * every member already reads them, ADR 030), and a link to change their own bookings while they wait for an admin.
 */
export function BookingPlanning<Field extends string>({
  kind,
  period,
  reservations,
  slots,
}: {
  kind: ReservationKind<Field>;
  period: Period;
  reservations: PlannedReservation[];
  /** A click on a free slot opens the booking form on it. */
  slots?: SlotPicking | undefined;
}) {
  const { session } = useSession();
  const myId = session?.user.id;
  return (
    <WeekView
      title={kind.planningTitle}
      period={period}
      items={reservations}
      slots={slots}
      renderItem={(reservation) => (
        <ReservationCard reservation={reservation}>
          {reservation.bookerId === myId && isChangeable(reservation) && !reservation.trainingSessionId ? (
            <Link to={kind.editPath(reservation.id)}>
              Modifier
              <VisuallyHidden> : {`${reservation.title}, ${formatMoment(reservation.startAt)}`}</VisuallyHidden>
            </Link>
          ) : null}
        </ReservationCard>
      )}
    />
  );
}
