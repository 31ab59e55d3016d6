import { defineRemote } from '@club/federation';
import { LayoutDashboard } from 'lucide-react';
import { paths } from './paths';

/**
 * Administration of the association, mounted by the shell at `/admin` under its admin layout (guard:
 * role admin and user:create permission). Other admin remotes claim narrower prefixes
 * (`/admin/facilities`, `/admin/assets`); this one answers `/admin` itself.
 */
export default defineRemote({
  routes: [{ index: true, lazy: () => import('./features/home/admin-home-page').then(({ AdminHomePage }) => ({ Component: AdminHomePage })) }],
  navigation: [{ to: paths.home.path, label: 'Tableau de bord', menu: 'admin', order: 0, icon: LayoutDashboard }],
});
