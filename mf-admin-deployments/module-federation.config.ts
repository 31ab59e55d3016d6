import { defineRemoteConfig } from '@club/federation/vite';
import { Rocket } from 'lucide-react';
import { BASE_PATH, paths } from './src/paths';

/** mf-admin-deployments (/admin/deployments): the remotes' versions, rollbacks, canaries and publish tokens (ADR 165). */
export default defineRemoteConfig({
  name: 'mf_admin_deployments',
  areas: [{ basePath: BASE_PATH, layout: 'admin', label: 'la page des déploiements' }],
  // Right after « Journal d'audit » (190): the two entries about the site itself rather than the association's activities.
  navigation: [{ to: paths.home.path, label: 'Déploiements', menu: 'admin', order: 195, icon: Rocket }],
  widgets: [
    {
      slot: 'admin-home',
      id: 'failing-remotes',
      title: 'Remotes en échec',
      order: 400,
      source: './src/features/failing-remotes/failing-remotes-widget.tsx',
    },
  ],
});
