import { joinPath, longestPrefixOwner, ownsPath } from '@club/contracts';
/**
 * Which remote serves which part of the site, and inside which shell layout. The shell only knows
 * base paths; each remote's own routes (relative to its base path) are discovered at runtime.
 * Adding a remote = one entry here (and its deployment in the manifest).
 */
export type LayoutId = 'public' | 'guest' | 'protected' | 'admin';

export interface AreaDefinition {
  /** Manifest key and folder name of the remote, e.g. `mf-public`. */
  remote: string;
  /** French name of the area, used in its error view and toast ("Impossible de charger {label}"). */
  label: string;
  /** Where the remote's relative routes are mounted, e.g. `/` or `/admin`. */
  basePath: string;
  /**
   * The URL prefixes this area answers for, when narrower than `basePath`: a remote mounted at
   * `/admin` may claim only `/admin/facilities` and `/admin/assets`. The longest matching prefix wins.
   */
  prefixes?: string[];
  /** The shell layout (chrome, guard) that wraps the area's pages. */
  layout: LayoutId;
}

/**
 * A remote may appear in several areas (one per layout): each area then mounts only the remote's
 * top-level routes under its own prefixes (see area-routes.ts). mf-auth serves the guest-only `/auth`
 * screens and the authenticated `/first-login/setup` (docs/decisions/041-mf-auth-two-prefixes.md).
 */
export const AREAS: readonly AreaDefinition[] = [
  { remote: 'mf-public', label: 'le site public', basePath: '/', layout: 'public' },
  { remote: 'mf-auth', label: "l'espace de connexion", basePath: '/', prefixes: ['/auth'], layout: 'guest' },
  { remote: 'mf-auth', label: "la finalisation de l'inscription", basePath: '/', prefixes: ['/first-login'], layout: 'protected' },
  { remote: 'mf-member', label: "l'espace membre", basePath: '/', prefixes: ['/dashboard', '/user'], layout: 'protected' },
  { remote: 'mf-admin-clubs', label: "l'administration", basePath: '/admin', layout: 'admin' },
  {
    remote: 'mf-admin-facilities',
    label: 'la gestion des équipements',
    basePath: '/admin',
    prefixes: ['/admin/facilities', '/admin/assets'],
    layout: 'admin',
  },
];

export function prefixesOf(area: AreaDefinition): string[] {
  return area.prefixes ?? [area.basePath];
}

/** The area whose longest prefix owns the path (undefined when none claims it). */
export function findArea(pathname: string, areas: readonly AreaDefinition[] = AREAS): AreaDefinition | undefined {
  return longestPrefixOwner(areas, prefixesOf, pathname);
}

export { joinPath, ownsPath };
