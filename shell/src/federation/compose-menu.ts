import type { NavigationEntry } from '@club/federation';
import { joinPath, type AreaDefinition } from './areas';
import type { AreaStates } from './area-registry';

export interface MenuItem {
  /** Absolute path. */
  to: string;
  label: string;
  icon?: NavigationEntry['icon'];
  /** Whether only the exact path marks the link as current (the base path of an area). */
  end: boolean;
}

/**
 * One menu (header 'main', admin sidebar 'admin'…) composed from the navigation entries of the remotes
 * loaded on this page, resolved against their base paths and sorted by `order`, then by area order.
 */
export function composeMenu(menu: NavigationEntry['menu'], areas: readonly AreaDefinition[], states: AreaStates): MenuItem[] {
  // A remote listed in several areas (one per layout) contributes its entries once.
  const firstAreaOfRemote = areas.filter((area, index) => areas.findIndex((other) => other.remote === area.remote) === index);
  const entries = firstAreaOfRemote.flatMap((area, areaIndex) => {
    const state = states[area.remote];
    if (state?.status !== 'loaded') return [];
    return (state.module.navigation ?? [])
      .filter((entry) => entry.menu === menu)
      .map((entry) => ({ entry, area, areaIndex }));
  });
  entries.sort((a, b) => (a.entry.order ?? 0) - (b.entry.order ?? 0) || a.areaIndex - b.areaIndex);
  return entries.map(({ entry, area }) => ({
    to: joinPath(area.basePath, entry.to),
    label: entry.label,
    ...(entry.icon ? { icon: entry.icon } : {}),
    end: entry.to.replace(/\/+/g, '') === '',
  }));
}
