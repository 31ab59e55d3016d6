import { routePaths } from '@club/contracts';

/** Every address of mf-admin-deployments, written once; the shell mounts this remote at BASE_PATH. */
export const BASE_PATH = '/admin/deployments';

export const paths = routePaths(BASE_PATH, {
  home: '',
});

/** The administration home (mf-admin-clubs' page): the first crumb of the breadcrumbs. */
export const ADMIN_HOME = '/admin';
