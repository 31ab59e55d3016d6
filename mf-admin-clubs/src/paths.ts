import { routePaths } from '@club/contracts';

/** Every address of the administration area, written once; the shell mounts this remote at BASE_PATH. */
export const BASE_PATH = '/admin';

export const paths = routePaths(BASE_PATH, {
  home: '',
  users: 'users',
  applications: 'applications',
  application: 'applications/:applicationId',
  audit: 'audit',
  emails: 'emails',
  // The contact inbox (issue 29, ADR 169).
  messages: 'messages',
  message: 'messages/:messageId',
  // Spec §2 Clubs (the sessions pages are added by the training sessions feature).
  clubs: 'dashboard/clubs',
  clubCreate: 'dashboard/clubs/create',
  club: 'dashboard/clubs/:clubId',
  clubEdit: 'dashboard/clubs/:clubId/edit',
  clubSections: 'dashboard/clubs/:clubId/sections',
  clubSectionCreate: 'dashboard/clubs/:clubId/sections/create',
  clubCategories: 'dashboard/clubs/:clubId/categories',
  clubSection: 'dashboard/clubs/:clubId/sections/:sectionId',
  clubSectionEdit: 'dashboard/clubs/:clubId/sections/:sectionId/edit',
  sectionCategories: 'dashboard/clubs/:clubId/sections/:sectionId/categories',
  sectionCategoryCreate: 'dashboard/clubs/:clubId/sections/:sectionId/categories/create',
  sectionCategoryEdit: 'dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/edit',
  // Not in the spec's list: the members of a category, managed by admins and the section's managers (ADR 114).
  sectionCategoryMembers: 'dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/members',
  clubSessions: 'dashboard/clubs/:clubId/sessions',
  sectionSessions: 'dashboard/clubs/:clubId/sections/:sectionId/sessions',
  categorySessions: 'dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/sessions',
  sessionCreate: 'dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/sessions/create',
  sessionEdit: 'dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/sessions/:sessionId/edit',
  sessionAttendance: 'dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/sessions/:sessionId/attendance',
});
