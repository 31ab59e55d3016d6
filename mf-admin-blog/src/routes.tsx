import { defineRemote } from '@club/federation';
import { articleRoutes } from './features/articles/routes';

/** The blog's administration (spec §2: /admin/blog/, /create, /{blogId}/, /{blogId}/edit), relative to BASE_PATH. */
export default defineRemote({
  routes: articleRoutes,
});
