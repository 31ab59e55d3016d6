import { createAppQueryClient } from '@club/ui';
import { renderRoutes } from '@club/ui/testing';
import { BASE_PATH } from '../paths';
import remote from '../routes';

/** The remote's routes as the shell mounts them, at `/admin/deployments`. */
export const renderDeployments = () => renderRoutes([{ path: BASE_PATH, children: remote.routes }], { path: BASE_PATH, queryClient: createAppQueryClient() });
