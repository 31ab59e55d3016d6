import { defineRemoteConfig } from '@club/federation/vite';
import { CalendarDays, House, MessagesSquare, Newspaper, Settings, UserRound, Users, UsersRound } from 'lucide-react';
import { BASE_PATH, paths } from './src/paths';

/** mf-member: the member area (/dashboard/*, /user/*), signed in, with the shell's member menu. */
export default defineRemoteConfig({
  name: 'mf_member',
  areas: [{ basePath: BASE_PATH, prefixes: [paths.dashboard.href(), '/user'], layout: 'member', label: "l'espace membre" }],
  navigation: [
    { to: paths.dashboard.path, label: 'Accueil', menu: 'member', order: 0, icon: House },
    { to: paths.activities.path, label: 'Activités', menu: 'member', order: 10, icon: CalendarDays },
    { to: paths.members.path, label: 'Membres', menu: 'member', order: 20, icon: Users },
    { to: paths.social.path, label: 'Social', menu: 'member', order: 30, icon: MessagesSquare },
    { to: paths.blog.path, label: 'Blog', menu: 'member', order: 40, icon: Newspaper },
    { to: paths.family.path, label: 'Ma famille', menu: 'member', order: 50, icon: UsersRound },
    { to: paths.profile.path, label: 'Mon profil', menu: 'member', order: 60, icon: UserRound },
    { to: paths.settings.path, label: 'Paramètres', menu: 'member', order: 70, icon: Settings },
  ],
  // A member's usual first pages: their chunks (and the dashboard's data) download with the shell (docs/decisions/019-admin-first-visit-critical-path.md, 190).
  pages: [
    {
      path: paths.dashboard.href(),
      modules: ['./src/features/dashboard/dashboard-route.ts'],
      data: ['/api/me/dashboard'],
    },
    // Its files only: its first GET depends on the role (session notices for members), and its sessions come from better-auth's client.
    {
      path: paths.settings.href(),
      modules: ['./src/features/settings/settings-route.ts', './src/shared/route-error.tsx'],
    },
  ],
});
