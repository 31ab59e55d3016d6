import { paths } from '../../../paths';
import type { AdminPage } from '@club/ui-admin';

/** The rooms' pages (spec §2), each in its own chunk with its loader. */
export const roomsPages: AdminPage[] = [
  { path: paths.rooms.path, loadingMessage: 'Chargement des salles…', errorTitle: 'Impossible de charger les salles', load: () => import('./rooms-list.route') },
  {
    path: paths.room.path,
    loadingMessage: 'Chargement de la salle et de son planning…',
    errorTitle: 'Impossible de charger la salle',
    load: () => import('./room-detail.route'),
  },
  { path: paths.roomEdit.path, loadingMessage: 'Chargement de la salle…', errorTitle: 'Impossible de charger la salle', load: () => import('./room-edit.route') },
];
