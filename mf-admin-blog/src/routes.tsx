import { defineRemote } from '@club/federation';
import { articleRoutes } from './features/articles/routes';
import { commentRoutes } from './features/comments/routes';
import { tagRoutes } from './features/tags/routes';

/** The blog's administration (spec §2: /admin/blog/, /create, /{blogId}/, /{blogId}/edit; its tags and its comments' moderation queue), relative to BASE_PATH. */
export default defineRemote({
  routes: [...articleRoutes, ...tagRoutes, ...commentRoutes],
});
