import type { RouteObject } from '@club/stack';
import { paths } from '../../../paths';
import { clubPage } from '../club-page';

const FORM = 'Chargement du formulaire…';

/** Spec §2 Clubs (sessions aside), static segments (`create`) before `:id` ones. */
export const clubsRoutes: RouteObject[] = [
  clubPage(paths.clubs.path, 'Chargement des clubs…', 'Impossible de charger les clubs', () => import('./clubs-list.route')),
  clubPage(paths.clubCreate.path, FORM, "Impossible d'afficher le formulaire", () => import('./club-create.route')),
  clubPage(paths.club.path, 'Chargement du club…', 'Impossible de charger le club', () => import('./club-detail.route')),
  clubPage(paths.clubEdit.path, 'Chargement du club…', 'Impossible de charger le club', () => import('./club-edit.route')),
  clubPage(paths.clubSections.path, 'Chargement des sections…', 'Impossible de charger les sections', () => import('./sections-list.route')),
  clubPage(paths.clubSectionCreate.path, FORM, "Impossible d'afficher le formulaire", () => import('./section-create.route')),
  clubPage(paths.clubCategories.path, 'Chargement des catégories…', 'Impossible de charger les catégories', () => import('./categories-list.route')),
  clubPage(paths.clubSection.path, 'Chargement de la section…', 'Impossible de charger la section', () => import('./section-detail.route')),
  clubPage(paths.clubSectionEdit.path, 'Chargement de la section…', 'Impossible de charger la section', () => import('./section-edit.route')),
  clubPage(paths.sectionCategories.path, 'Chargement des catégories…', 'Impossible de charger les catégories', () => import('./categories-list.route')),
  clubPage(paths.sectionCategoryCreate.path, FORM, "Impossible d'afficher le formulaire", () => import('./category-create.route')),
  clubPage(paths.sectionCategoryEdit.path, 'Chargement de la catégorie…', 'Impossible de charger la catégorie', () => import('./category-edit.route')),
  clubPage(paths.sectionCategoryMembers.path, 'Chargement des membres…', 'Impossible de charger les membres', () => import('./category-members.route')),
];
