import { paths } from '../../../paths';
import type { AdminPage } from '@club/ui-admin';

/** Booking a room and changing a booking (spec §2), each in its own chunk with its loader. */
export const roomReservationsPages: AdminPage[] = [
  {
    path: paths.roomCreateReservation.path,
    loadingMessage: 'Chargement de la salle…',
    errorTitle: 'Impossible de charger la salle',
    load: () => import('./room-create-reservation.route'),
  },
  {
    path: paths.roomReservationEdit.path,
    loadingMessage: 'Chargement de la réservation…',
    errorTitle: 'Impossible de charger la réservation',
    load: () => import('./room-reservation-edit.route'),
  },
];
