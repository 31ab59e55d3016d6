import type { RouteObject } from '@club/stack';

/**
 * The one module every remote exposes as `./routes` (default export). Route paths are relative to the
 * remote's base path; the shell mounts them there. Areas, menus and widgets are not here: they are in
 * the remote's `module-federation.config.ts` and reach the shell through the manifest.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

export function defineRemote(module: RemoteRoutesModule): RemoteRoutesModule {
  return module;
}
