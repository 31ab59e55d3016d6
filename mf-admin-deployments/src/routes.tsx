import { defineRemote } from '@club/federation';
import { HomePage } from './features/home/home-page';

/** The routes of mf-admin-deployments, relative to its base path (src/paths.ts); the shell mounts them there. */
export default defineRemote({
  routes: [{ index: true, Component: HomePage }],
});
