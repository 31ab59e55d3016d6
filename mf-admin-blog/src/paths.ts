import { routePaths } from '@club/contracts';

/** Every address of mf-admin-blog, written once; the shell mounts this remote at BASE_PATH. */
export const BASE_PATH = '/admin/blog';

export const paths = routePaths(BASE_PATH, {
  home: '',
  create: 'create',
  tags: 'tags',
  comments: 'comments',
  article: ':blogId',
  articleEdit: ':blogId/edit',
});
