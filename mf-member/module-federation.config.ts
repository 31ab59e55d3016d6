import { defineRemoteConfig } from '@club/federation/vite';
import { House } from 'lucide-react';

/** mf-member: the member area (/dashboard/*, /user/*), signed in. */
export default defineRemoteConfig({
  name: 'mf_member',
  areas: [{ basePath: '/', prefixes: ['/dashboard', '/user'], layout: 'protected', label: "l'espace membre" }],
  navigation: [{ to: 'dashboard', label: 'Accueil', menu: 'member', order: 0, icon: House }],
});
