import { adminPageRoute } from '@club/ui-admin';
import { paths } from '../../../paths';

/** `/admin/messages` and `/admin/messages/:messageId`, each in its own chunk with its loader. */
export const messagesRoutes = [
  adminPageRoute({
    path: paths.messages.path,
    loadingMessage: 'Chargement des messages…',
    errorTitle: 'Impossible de charger les messages',
    load: () => import('./messages-list.route'),
  }),
  adminPageRoute({
    path: paths.message.path,
    loadingMessage: 'Chargement du message…',
    errorTitle: 'Impossible de charger ce message',
    load: () => import('./message-detail.route'),
  }),
];
