import { paths } from '../../../paths';
import type { AdminPage } from '@club/ui-admin';

/** The complexes' pages (spec §2), each in its own chunk with its loader. */
export const complexesPages: AdminPage[] = [
  {
    path: paths.complexes.path,
    loadingMessage: 'Chargement des complexes…',
    errorTitle: 'Impossible de charger les complexes',
    load: () => import('./complexes-list.route'),
  },
  {
    path: paths.complexCreate.path,
    loadingMessage: 'Chargement du formulaire…',
    errorTitle: "Impossible d'afficher le formulaire",
    load: () => import('./complex-create.route'),
  },
  {
    path: paths.complex.path,
    loadingMessage: 'Chargement du complexe et de ses salles…',
    errorTitle: 'Impossible de charger le complexe',
    load: () => import('./complex-detail.route'),
  },
  {
    path: paths.complexEdit.path,
    loadingMessage: 'Chargement du complexe…',
    errorTitle: 'Impossible de charger le complexe',
    load: () => import('./complex-edit.route'),
  },
  {
    path: paths.complexCreateRoom.path,
    loadingMessage: 'Chargement du complexe…',
    errorTitle: 'Impossible de charger le complexe',
    load: () => import('./complex-create-room.route'),
  },
];
