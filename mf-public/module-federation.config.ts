import { defineRemoteConfig } from '@club/federation/vite';
import { BASE_PATH, paths } from './src/paths';

/** mf-public: the public pages (/, /sections, /sections/{slug}, /contact, /privacy, /terms) and every unclaimed path (404). */
export default defineRemoteConfig({
  name: 'mf_public',
  areas: [{ basePath: BASE_PATH, layout: 'public', label: 'le site public' }],
  navigation: [
    { to: paths.home.path, label: 'Accueil', menu: 'main', order: 0 },
    { to: paths.sections.path, label: 'Sections', menu: 'main', order: 50 },
    { to: paths.blog.path, label: 'Actualités', menu: 'main', order: 75 },
    { to: paths.contact.path, label: 'Contact', menu: 'main', order: 100 },
  ],
});
