import type { RouteObject } from '@club/stack';
import { paths } from '../../../paths';
import { adminPageRoute } from '@club/ui-admin';

const FORM = 'Chargement du formulaire…';

/** Spec §2 Clubs (sessions aside), static segments (`create`) before `:id` ones. */
export const clubsRoutes: RouteObject[] = [
  adminPageRoute({
    path: paths.clubs.path,
    loadingMessage: 'Chargement des clubs…',
    errorTitle: 'Impossible de charger les clubs',
    load: () => import('./clubs-list.route'),
  }),
  adminPageRoute({
    path: paths.clubCreate.path,
    loadingMessage: FORM,
    errorTitle: "Impossible d'afficher le formulaire",
    load: () => import('./club-create.route'),
  }),
  adminPageRoute({
    path: paths.club.path,
    loadingMessage: 'Chargement du club…',
    errorTitle: 'Impossible de charger le club',
    load: () => import('./club-detail.route'),
  }),
  adminPageRoute({
    path: paths.clubEdit.path,
    loadingMessage: 'Chargement du club…',
    errorTitle: 'Impossible de charger le club',
    load: () => import('./club-edit.route'),
  }),
  adminPageRoute({
    path: paths.clubSections.path,
    loadingMessage: 'Chargement des sections…',
    errorTitle: 'Impossible de charger les sections',
    load: () => import('./sections-list.route'),
  }),
  adminPageRoute({
    path: paths.clubSectionCreate.path,
    loadingMessage: FORM,
    errorTitle: "Impossible d'afficher le formulaire",
    load: () => import('./section-create.route'),
  }),
  adminPageRoute({
    path: paths.clubCategories.path,
    loadingMessage: 'Chargement des catégories…',
    errorTitle: 'Impossible de charger les catégories',
    load: () => import('./categories-list.route'),
  }),
  adminPageRoute({
    path: paths.clubSection.path,
    loadingMessage: 'Chargement de la section…',
    errorTitle: 'Impossible de charger la section',
    load: () => import('./section-detail.route'),
  }),
  adminPageRoute({
    path: paths.clubSectionEdit.path,
    loadingMessage: 'Chargement de la section…',
    errorTitle: 'Impossible de charger la section',
    load: () => import('./section-edit.route'),
  }),
  adminPageRoute({
    path: paths.sectionCategories.path,
    loadingMessage: 'Chargement des catégories…',
    errorTitle: 'Impossible de charger les catégories',
    load: () => import('./categories-list.route'),
  }),
  adminPageRoute({
    path: paths.sectionCategoryCreate.path,
    loadingMessage: FORM,
    errorTitle: "Impossible d'afficher le formulaire",
    load: () => import('./category-create.route'),
  }),
  adminPageRoute({
    path: paths.sectionCategoryEdit.path,
    loadingMessage: 'Chargement de la catégorie…',
    errorTitle: 'Impossible de charger la catégorie',
    load: () => import('./category-edit.route'),
  }),
  adminPageRoute({
    path: paths.sectionCategoryMembers.path,
    loadingMessage: 'Chargement des membres…',
    errorTitle: 'Impossible de charger les membres',
    load: () => import('./category-members.route'),
  }),
];
