import { type AdminRouteHandle, adminPageRoute } from '@club/ui-admin';
import { paths } from '../../../paths';

const WEEK: AdminRouteHandle = { loadingMessage: 'Chargement des séances…', errorTitle: 'Impossible de charger les séances' };
const FORM: AdminRouteHandle = { loadingMessage: 'Chargement du formulaire de séance…', errorTitle: 'Impossible de charger la séance' };
const ATTENDANCE: AdminRouteHandle = { loadingMessage: 'Chargement des présences…', errorTitle: 'Impossible de charger les présences' };

/** The sessions pages of spec §2 Clubs (week views of a club, a section, a category; plan; edit) and the attendance sheet. */
export const sessionsRoutes = [
  adminPageRoute({ path: paths.clubSessions.path, ...WEEK, load: () => import('./sessions-week.route') }),
  adminPageRoute({ path: paths.sectionSessions.path, ...WEEK, load: () => import('./sessions-week.route') }),
  adminPageRoute({ path: paths.categorySessions.path, ...WEEK, load: () => import('./sessions-week.route') }),
  adminPageRoute({ path: paths.sessionCreate.path, ...FORM, load: () => import('./session-create.route') }),
  adminPageRoute({ path: paths.sessionEdit.path, ...FORM, load: () => import('./session-edit.route') }),
  adminPageRoute({ path: paths.sessionAttendance.path, ...ATTENDANCE, load: () => import('./session-attendance.route') }),
];
