import { defineRemoteConfig } from '@club/federation/vite';
import { ClipboardCheck, LayoutDashboard, Users } from 'lucide-react';
import { BASE_PATH, paths } from './src/paths';

/** mf-admin-clubs: the administration home (/admin), the membership applications, later users and clubs. */
export default defineRemoteConfig({
  name: 'mf_admin_clubs',
  areas: [{ basePath: BASE_PATH, layout: 'admin', label: "l'administration" }],
  navigation: [
    { to: paths.home.path, label: 'Tableau de bord', menu: 'admin', order: 0, icon: LayoutDashboard },
    { to: paths.users.path, label: 'Utilisateurs', menu: 'admin', order: 10, icon: Users },
    { to: paths.applications.path, label: 'Candidatures', menu: 'admin', order: 20, icon: ClipboardCheck },
  ],
  widgets: [
    {
      slot: 'admin-home',
      id: 'pending-applications',
      title: 'Candidatures en attente',
      order: 10,
      source: './src/features/pending-applications/pending-applications-widget.tsx',
    },
  ],
});
