import { paths } from '../../../paths';
import type { AdminPage } from '@club/ui-admin';

/** The minibuses' pages (spec §2), each in its own chunk with its loader. */
export const minibusesPages: AdminPage[] = [
  {
    path: paths.minibuses.path,
    loadingMessage: 'Chargement des minibus…',
    errorTitle: 'Impossible de charger les minibus',
    load: () => import('./minibuses-list.route'),
  },
  {
    path: paths.minibusCreate.path,
    loadingMessage: 'Chargement du formulaire…',
    errorTitle: "Impossible d'afficher le formulaire",
    load: () => import('./minibus-create.route'),
  },
  {
    path: paths.minibus.path,
    loadingMessage: 'Chargement du minibus et de son planning…',
    errorTitle: 'Impossible de charger le minibus',
    load: () => import('./minibus-detail.route'),
  },
  {
    path: paths.minibusEdit.path,
    loadingMessage: 'Chargement du minibus…',
    errorTitle: 'Impossible de charger le minibus',
    load: () => import('./minibus-edit.route'),
  },
];
