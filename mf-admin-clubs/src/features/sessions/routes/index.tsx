import type { RouteObject } from '@club/stack';
import { LoadingView } from '@club/ui';
import { PageBody, RouteErrorView, type AdminRouteHandle } from '@club/ui-admin';
import { paths } from '../../../paths';

const WEEK: AdminRouteHandle = { loadingMessage: 'Chargement des séances…', errorTitle: 'Impossible de charger les séances' };
const FORM: AdminRouteHandle = { loadingMessage: 'Chargement du formulaire de séance…', errorTitle: 'Impossible de charger la séance' };
const ATTENDANCE: AdminRouteHandle = { loadingMessage: 'Chargement des présences…', errorTitle: 'Impossible de charger les présences' };

const page = (path: string, handle: AdminRouteHandle, load: NonNullable<RouteObject['lazy']>): RouteObject => ({
  path,
  lazy: load,
  handle,
  HydrateFallback: () => (
    <PageBody>
      <LoadingView message={handle.loadingMessage} />
    </PageBody>
  ),
  ErrorBoundary: RouteErrorView,
});

/** The sessions pages of spec §2 Clubs (week views of a club, a section, a category; plan; edit) and the attendance sheet. */
export const sessionsRoutes: RouteObject[] = [
  page(paths.clubSessions.path, WEEK, () => import('./sessions-week.route')),
  page(paths.sectionSessions.path, WEEK, () => import('./sessions-week.route')),
  page(paths.categorySessions.path, WEEK, () => import('./sessions-week.route')),
  page(paths.sessionCreate.path, FORM, () => import('./session-create.route')),
  page(paths.sessionEdit.path, FORM, () => import('./session-edit.route')),
  page(paths.sessionAttendance.path, ATTENDANCE, () => import('./session-attendance.route')),
];
