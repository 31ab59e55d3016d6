import { useSession } from '@club/auth';
import { Link } from '@club/stack';
import { Alert } from '@club/ui';
import { paths } from '../../../paths';
import { ReservationEditForm } from '../../reservations/components/reservation-edit-form';
import type { KindReservation, ReservationKind } from '../../reservations/reservation-kind';
import { isChangeable } from '../my-bookings';

/** The edit form of one of the caller's pending bookings; any other booking is only explained (the API refuses it too). */
export function BookingEdit<Field extends string>({
  kind,
  reservation,
}: {
  kind: ReservationKind<Field>;
  reservation: KindReservation<Field> & { bookerId: string; updatedAt: string };
}) {
  const { session } = useSession();
  if (reservation.bookerId !== session?.user.id || !isChangeable(reservation) || reservation.trainingSessionId) {
    return (
      <Alert tone="info">
        Seules vos propres réservations en attente se modifient ici : une réservation confirmée ou annulée ne change plus.{' '}
        <Link to={paths.bookings.href()}>Retour à mes réservations</Link>
      </Alert>
    );
  }
  return <ReservationEditForm key={reservation.updatedAt} kind={kind} reservation={reservation} withStatus={false} />;
}
