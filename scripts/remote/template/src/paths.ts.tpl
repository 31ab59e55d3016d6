import { routePaths } from '@club/contracts';

/** Every address of {{folder}}, written once; the shell mounts this remote at BASE_PATH. */
export const BASE_PATH = '{{path}}';

export const paths = routePaths(BASE_PATH, {
  home: '',
});
