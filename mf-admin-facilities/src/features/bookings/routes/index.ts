import { paths } from '../../../paths';
import type { AdminPage } from '@club/ui-admin';

/** A coach's or section manager's bookings (ADR 170), each page in its own chunk with its loader. */
export const bookingsPages: AdminPage[] = [
  {
    path: paths.bookings.path,
    loadingMessage: 'Chargement de vos réservations…',
    errorTitle: 'Impossible de charger vos réservations',
    load: () => import('./bookings-home.route'),
  },
  {
    path: paths.bookingRoom.path,
    loadingMessage: 'Chargement du planning de la salle…',
    errorTitle: 'Impossible de charger la salle',
    load: () => import('./room-booking.route'),
  },
  {
    path: paths.bookingRoomEdit.path,
    loadingMessage: 'Chargement de la réservation…',
    errorTitle: 'Impossible de charger la réservation',
    load: () => import('./room-booking-edit.route'),
  },
  {
    path: paths.bookingMinibus.path,
    loadingMessage: 'Chargement du planning du minibus…',
    errorTitle: 'Impossible de charger le minibus',
    load: () => import('./minibus-booking.route'),
  },
  {
    path: paths.bookingMinibusEdit.path,
    loadingMessage: 'Chargement de la réservation…',
    errorTitle: 'Impossible de charger la réservation',
    load: () => import('./minibus-booking-edit.route'),
  },
];
