import { defineRemoteConfig } from '@club/federation/vite';
import { BASE_PATH, paths } from './src/paths';

/** {{folder}} ({{path}}/*): its areas and menu entries reach the shell through the manifest. */
export default defineRemoteConfig({
  name: '{{container}}',
  areas: [{ basePath: BASE_PATH, layout: '{{layout}}', label: '{{label}}' }],
  navigation: [{ to: paths.home.path, label: '{{menuLabel}}', menu: '{{menu}}', order: 500 }],
});
