import { defineRemoteConfig } from '@club/federation/vite';
import { LayoutDashboard } from 'lucide-react';

/** mf-admin-clubs: the administration home (/admin), later users, applications and clubs. */
export default defineRemoteConfig({
  name: 'mf_admin_clubs',
  areas: [{ basePath: '/admin', layout: 'admin', label: "l'administration" }],
  navigation: [{ to: '', label: 'Tableau de bord', menu: 'admin', order: 0, icon: LayoutDashboard }],
});
