import { defineRemoteConfig } from '@club/federation/vite';
import { LayoutDashboard, Users } from 'lucide-react';
import { BASE_PATH, paths } from './src/paths';

/** mf-admin-clubs: the administration home (/admin), later users, applications and clubs. */
export default defineRemoteConfig({
  name: 'mf_admin_clubs',
  areas: [{ basePath: BASE_PATH, layout: 'admin', label: "l'administration" }],
  navigation: [
    { to: paths.home.path, label: 'Tableau de bord', menu: 'admin', order: 0, icon: LayoutDashboard },
    { to: paths.users.path, label: 'Utilisateurs', menu: 'admin', order: 10, icon: Users },
  ],
});
