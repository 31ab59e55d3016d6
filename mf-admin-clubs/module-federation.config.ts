import { defineRemoteConfig } from '@club/federation/vite';
import { LayoutDashboard, ScrollText, Users } from 'lucide-react';
import { BASE_PATH, paths } from './src/paths';

/** mf-admin-clubs: the administration home (/admin), the audit trail (/admin/audit), later users, applications and clubs. */
export default defineRemoteConfig({
  name: 'mf_admin_clubs',
  areas: [{ basePath: BASE_PATH, layout: 'admin', label: "l'administration" }],
  navigation: [
    { to: paths.home.path, label: 'Tableau de bord', menu: 'admin', order: 0, icon: LayoutDashboard },
    { to: paths.users.path, label: 'Utilisateurs', menu: 'admin', order: 10, icon: Users },
    { to: paths.audit.path, label: "Journal d'audit", menu: 'admin', order: 190, icon: ScrollText },
  ],
  widgets: [
    {
      slot: 'admin-home',
      id: 'users-overview',
      title: 'Utilisateurs',
      order: 20,
      source: './src/features/users-overview/users-overview-widget.tsx',
    },
  ],
});
