import { routePaths } from '@club/contracts';

/** Every address of the member area, written once; the shell mounts this remote at BASE_PATH. */
export const BASE_PATH = '/';

export const paths = routePaths(BASE_PATH, {
  dashboard: 'dashboard',
  blog: 'dashboard/blog',
  blogArticle: 'dashboard/blog/:blogId',
  members: 'dashboard/members',
  activities: 'dashboard/activities',
  anotherSection: 'dashboard/applications/new',
  family: 'dashboard/family',
  social: 'dashboard/social',
  profile: 'user/profile',
  settings: 'user/settings',
});
