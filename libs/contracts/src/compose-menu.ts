import { joinPath } from './area-paths';
import type { MenuId } from './federation-ids';

/** The parts of the manifest a menu is made from (FederationManifest satisfies it). */
interface MenuSource {
  remotes: Record<string, { areas: Array<{ basePath: string }>; navigation: Array<{ to: string; label: string; menu: MenuId; order?: number; icon?: unknown }> }>;
}

export interface MenuItem<Icon = unknown> {
  /** Absolute path. */
  to: string;
  label: string;
  icon?: Icon;
  /** Whether only the exact path marks the link as current (the base path of an area). */
  end: boolean;
}

/**
 * One menu (header 'main', admin sidebar 'admin', member 'member') from the navigation entries every
 * deployed remote declares in the manifest, resolved against the remote's first area's base path,
 * sorted by `order`, then by manifest order. The shell renders it; the server prerenders it the same way.
 */
export function composeMenu<M extends MenuSource>(menu: MenuId, manifest: M): Array<MenuItem<M['remotes'][string]['navigation'][number]['icon']>> {
  const entries = Object.values(manifest.remotes).flatMap((remote, remoteIndex) =>
    remote.navigation.filter((entry) => entry.menu === menu).map((entry) => ({ entry, basePath: remote.areas[0]?.basePath ?? '/', remoteIndex })),
  );
  entries.sort((a, b) => (a.entry.order ?? 0) - (b.entry.order ?? 0) || a.remoteIndex - b.remoteIndex);
  return entries.map(({ entry, basePath }) => ({
    to: joinPath(basePath, entry.to),
    label: entry.label,
    ...(entry.icon ? { icon: entry.icon } : {}),
    end: entry.to.replace(/\/+/g, '') === '',
  }));
}

/**
 * The member menu's rule (the shell's member layout and the server's prerendered member frame): an entry is
 * current only on its exact path when another entry lives below it (Accueil /dashboard vs /dashboard/members).
 */
export const exactWhenParent = (item: Pick<MenuItem, 'to' | 'end'>, items: ReadonlyArray<Pick<MenuItem, 'to'>>): boolean =>
  item.end || items.some((other) => other.to.startsWith(`${item.to}/`));
