import type { RouteObject } from '@club/stack';
import type { ComponentType } from 'react';

/** A link a remote contributes to a menu composed by the shell (header, admin sidebar…). */
export interface NavigationEntry {
  /** Path relative to the remote's base path ('' is the base itself). */
  to: string;
  label: string;
  /** Which menu of the shell shows it. */
  menu: 'main' | 'admin' | 'member';
  icon?: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  order?: number;
}

/**
 * The one module every remote exposes as `./routes` (default export).
 * Route paths are relative to the remote's base path; the shell mounts them there.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
  navigation?: NavigationEntry[];
}

export function defineRemote(module: RemoteRoutesModule): RemoteRoutesModule {
  return module;
}
