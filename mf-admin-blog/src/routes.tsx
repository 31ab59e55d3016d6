import { defineRemote } from '@club/federation';
import { articleRoutes } from './features/articles/routes';
import { tagRoutes } from './features/tags/routes';

/** The blog's administration (spec §2: /admin/blog/, /create, /{blogId}/, /{blogId}/edit; and its tags), relative to BASE_PATH. */
export default defineRemote({
  routes: [...articleRoutes, ...tagRoutes],
});
