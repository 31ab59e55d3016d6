import { defineRemote } from '@club/federation';
import { adminPageRoute } from '@club/ui-admin';
import { applicationsRoute } from './features/applications/routes';
import { auditRoute } from './features/audit/routes';
import { emailsRoute } from './features/emails/routes';
import { messagesRoutes } from './features/messages/routes';
import { clubsRoutes } from './features/clubs/routes';
import { sessionsRoutes } from './features/sessions/routes';
import { usersRoute } from './features/users/routes';

/**
 * Administration of the association, mounted by the shell at `/admin` under its admin layout (guard:
 * role admin and user:create permission). Other admin remotes claim narrower prefixes
 * (`/admin/facilities`, `/admin/assets`); this one answers `/admin` itself.
 */
export default defineRemote({
  routes: [
    adminPageRoute({
      path: '',
      loadingMessage: "Chargement de l'administration…",
      errorTitle: "Impossible d'afficher l'administration",
      load: () => import('./features/home/admin-home-page').then(({ AdminHomePage }) => ({ Component: AdminHomePage })),
    }),
    usersRoute,
    applicationsRoute,
    auditRoute,
    emailsRoute,
    ...messagesRoutes,
    ...clubsRoutes,
    ...sessionsRoutes,
  ],
});
