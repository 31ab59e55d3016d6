import { defineRemoteConfig } from '@club/federation/vite';

/** mf-public: the public pages (/, /contact, /privacy, /terms) and every unclaimed path (404). */
export default defineRemoteConfig({
  name: 'mf_public',
  areas: [{ basePath: '/', layout: 'public', label: 'le site public' }],
  navigation: [
    { to: '', label: 'Accueil', menu: 'main', order: 0 },
    { to: 'contact', label: 'Contact', menu: 'main', order: 100 },
  ],
});
