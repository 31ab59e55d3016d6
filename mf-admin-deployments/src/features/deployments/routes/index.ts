import { adminPageRoute } from '@club/ui-admin';

/** /admin/deployments in its own chunk. */
export const deploymentsRoute = adminPageRoute({
  path: '',
  loadingMessage: 'Chargement des déploiements…',
  errorTitle: 'Impossible de charger les déploiements',
  load: () => import('./deployments-page.route'),
});
