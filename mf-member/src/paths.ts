import { routePaths } from '@club/contracts';

/** Every address of the member area, written once; the shell mounts this remote at BASE_PATH. */
export const BASE_PATH = '/';

export const paths = routePaths(BASE_PATH, {
  dashboard: 'dashboard',
  members: 'dashboard/members',
  profile: 'user/profile',
  settings: 'user/settings',
});
