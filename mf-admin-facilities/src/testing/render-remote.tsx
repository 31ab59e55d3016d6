import { createAppQueryClient } from '@club/ui';
import remote from '../routes';
import { renderRoutes } from './render-page';

/**
 * The area as the shell mounts it (`/admin` + the remote's routes), with the page's QueryClient that
 * the loaders reach through getAppQueryClient().
 */
export function renderRemote(path: string) {
  const queryClient = createAppQueryClient();
  return renderRoutes([{ path: '/admin', children: remote.routes }], { path, queryClient });
}
