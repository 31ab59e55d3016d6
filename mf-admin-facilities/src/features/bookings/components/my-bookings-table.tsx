import { Link } from '@club/stack';
import { Cluster, Text } from '@club/ui';
import { type Column, DataTable } from '@club/ui-admin';
import { formatMoment } from '@club/ui/dates';
import { ReservationStatusBadge } from '../../reservations/components/reservation-status-badge';
import { BOOKED_MINIBUSES, BOOKED_ROOMS } from '../booking-kinds';
import { isChangeable, type MyBooking } from '../my-bookings';
import { CancelBookingButton } from './cancel-booking-button';

const KIND_LABELS: Record<MyBooking['kind'], string> = { room: 'Salle', minibus: 'Minibus' };

function BookingActions({ booking }: { booking: MyBooking }) {
  if (!isChangeable(booking)) return null;
  return (
    <Cluster gap="xs">
      {/* A label rather than hidden text: a hidden element positioned inside the scrolling table widened the page at 320 px. */}
      <Link to={booking.editPath} aria-label={`Modifier : ${booking.title}, ${formatMoment(booking.startAt)}`}>
        Modifier
      </Link>
      {booking.kind === 'room' ? <CancelBookingButton kind={BOOKED_ROOMS} booking={booking} /> : <CancelBookingButton kind={BOOKED_MINIBUSES} booking={booking} />}
    </Cluster>
  );
}

const COLUMNS: Column<MyBooking>[] = [
  { header: 'Fin', cell: (booking) => formatMoment(booking.endAt) },
  {
    header: 'Lieu',
    cell: (booking) => (
      <>
        <Link to={booking.planningPath}>{booking.place}</Link>{' '}
        <Text as="span" size="sm" muted>
          ({KIND_LABELS[booking.kind]})
        </Text>
      </>
    ),
  },
  { header: 'Titre', cell: (booking) => booking.title },
  { header: 'Statut', cell: (booking) => <ReservationStatusBadge status={booking.status} /> },
  { header: 'Actions', cell: (booking) => <BookingActions booking={booking} /> },
];

/** The caller's bookings, soonest first: a pending one can still be changed or cancelled, the others only read. */
export function MyBookingsTable({ bookings }: { bookings: readonly MyBooking[] }) {
  if (bookings.length === 0) {
    return <Text muted>Aucune réservation à venir. Choisissez une salle ou un minibus ci-dessous pour réserver un créneau.</Text>;
  }
  return (
    <DataTable
      caption="Mes réservations à venir"
      rows={bookings}
      rowKey={(booking) => booking.id}
      rowHeader={{ header: 'Début', cell: (booking) => formatMoment(booking.startAt) }}
      columns={COLUMNS}
    />
  );
}
