import { adminPageRoute } from '@club/ui-admin';
import { paths } from '../../../paths';

/** /admin/audit in its own chunk. */
export const auditRoute = adminPageRoute({
  path: paths.audit.path,
  loadingMessage: "Chargement du journal d'audit…",
  errorTitle: "Impossible de charger le journal d'audit",
  load: () => import('./audit-list.route'),
});
