import { defineRemoteConfig } from '@club/federation/vite';
import { BASE_PATH, paths } from './src/paths';

/** mf-admin-deployments (/admin/deployments/*): its areas and menu entries reach the shell through the manifest. */
export default defineRemoteConfig({
  name: 'mf_admin_deployments',
  areas: [{ basePath: BASE_PATH, layout: 'admin', label: 'la page des déploiements' }],
  navigation: [{ to: paths.home.path, label: 'Déploiements', menu: 'admin', order: 500 }],
});
