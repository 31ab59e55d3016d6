import type { LayoutId, MenuId, WidgetSlotId } from '@club/contracts';
import type { ComponentType } from 'react';

/** An icon component of lucide-react: the build turns it into data (menus show it without the remote). */
export type MenuIconComponent = ComponentType<{ size?: number }>;

/**
 * What a remote says about its place in the site, in its `module-federation.config.ts`. Its build
 * writes it beside `remoteEntry.js` (`remote.json`); the server composes the runtime manifest from the
 * published builds, and the shell mounts areas, menus and widgets from it without loading the remote.
 */
export interface RemoteConfig {
  /** Federation container name: the folder's name with `_` (`mf-public` → `mf_public`). */
  name: string;
  areas: Array<{
    /** Where the remote's relative routes are mounted, e.g. `/` or `/admin`. */
    basePath: string;
    /** The prefixes it answers for when narrower than `basePath` (`/admin/facilities`). */
    prefixes?: string[];
    layout: LayoutId;
    /** French name, used in « Impossible de charger {label}. » */
    label: string;
  }>;
  /** Links added to the shell's menus, relative to the first area's base path. */
  navigation?: Array<{ to: string; label: string; menu: MenuId; order?: number; icon?: MenuIconComponent }>;
  /** Boxes for named slots (e.g. the `/admin` home): each `source` module default-exports a component. */
  widgets?: Array<{ slot: WidgetSlotId; id: string; title: string; order?: number; source: string }>;
  /**
   * Pages often visited first (an admin's bookmark): the HTML of that exact address preloads the modules
   * its route imports lazily (`modules`, and what they import) and the API GETs its loader makes there
   * (`data`, e.g. `/api/complexes?page=1&limit=50`) while the shell downloads (docs/decisions/019-admin-first-visit-critical-path.md).
   */
  pages?: Array<{ path: string; modules: string[]; data?: string[] }>;
}

export function defineRemoteConfig(config: RemoteConfig): RemoteConfig {
  return config;
}

/** The exposed module name of a widget: `./widget-<id>`. */
export const widgetModule = (id: string) => `./widget-${id}`;
