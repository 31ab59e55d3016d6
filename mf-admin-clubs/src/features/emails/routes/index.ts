import { adminPageRoute } from '@club/ui-admin';
import { paths } from '../../../paths';

/** /admin/emails in its own chunk. */
export const emailsRoute = adminPageRoute({
  path: paths.emails.path,
  loadingMessage: 'Chargement des e-mails…',
  errorTitle: 'Impossible de charger les e-mails',
  load: () => import('./emails-list.route'),
});
