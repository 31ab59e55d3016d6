import { routePaths } from '@club/contracts';

/** Every address of the administration area, written once; the shell mounts this remote at BASE_PATH. */
export const BASE_PATH = '/admin';

export const paths = routePaths(BASE_PATH, {
  home: '',
  users: 'users',
  applications: 'applications',
  application: 'applications/:applicationId',
  audit: 'audit',
  clubSessions: 'dashboard/clubs/:clubId/sessions',
  sectionSessions: 'dashboard/clubs/:clubId/sections/:sectionId/sessions',
  categorySessions: 'dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/sessions',
  sessionCreate: 'dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/sessions/create',
  sessionEdit: 'dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/sessions/:sessionId/edit',
  sessionAttendance: 'dashboard/clubs/:clubId/sections/:sectionId/categories/:categoryId/sessions/:sessionId/attendance',
});
