import { defineRemoteConfig } from '@club/federation/vite';
import { House } from 'lucide-react';
import { BASE_PATH, paths } from './src/paths';

/** mf-member: the member area (/dashboard/*, /user/*), signed in. */
export default defineRemoteConfig({
  name: 'mf_member',
  areas: [{ basePath: BASE_PATH, prefixes: [paths.dashboard.href(), '/user'], layout: 'protected', label: "l'espace membre" }],
  navigation: [{ to: paths.dashboard.path, label: 'Accueil', menu: 'member', order: 0, icon: House }],
});
