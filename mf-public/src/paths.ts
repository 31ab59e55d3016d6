import { routePaths } from '@club/contracts';

/** Every address of the public area, written once; the shell mounts this remote at BASE_PATH. */
export const BASE_PATH = '/';

export const paths = routePaths(BASE_PATH, {
  home: '',
  contact: 'contact',
  privacy: 'privacy',
  terms: 'terms',
  blog: 'blog',
  article: 'blog/:blogId',
  sections: 'sections',
  section: 'sections/:sectionSlug',
});
