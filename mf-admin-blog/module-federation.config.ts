import { defineRemoteConfig } from '@club/federation/vite';
import { BASE_PATH, paths } from './src/paths';

/** mf-admin-blog (/admin/blog/*): its areas and menu entries reach the shell through the manifest. */
export default defineRemoteConfig({
  name: 'mf_admin_blog',
  areas: [{ basePath: BASE_PATH, layout: 'admin', label: 'l\'espace blog' }],
  navigation: [{ to: paths.home.path, label: 'Blog', menu: 'admin', order: 500 }],
});
