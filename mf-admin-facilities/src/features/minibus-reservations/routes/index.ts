import { paths } from '../../../paths';
import type { AdminPage } from '@club/ui-admin';

/** Booking a minibus and changing a booking (spec §2), each in its own chunk with its loader. */
export const minibusReservationsPages: AdminPage[] = [
  {
    path: paths.minibusCreateReservation.path,
    loadingMessage: 'Chargement du minibus…',
    errorTitle: 'Impossible de charger le minibus',
    load: () => import('./minibus-create-reservation.route'),
  },
  {
    path: paths.minibusReservationEdit.path,
    loadingMessage: 'Chargement de la réservation…',
    errorTitle: 'Impossible de charger la réservation',
    load: () => import('./minibus-reservation-edit.route'),
  },
];
