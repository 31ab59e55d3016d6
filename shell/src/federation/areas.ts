/**
 * Which remote owns which part of the site. The shell only knows base paths; each remote's own
 * routes (relative to its base) are discovered at runtime. The first area whose prefix matches wins,
 * so the catch-all public area comes last.
 */
export interface AreaDefinition {
  /** Manifest key and folder name of the remote, e.g. `mf-public`. */
  remote: string;
  /** French name of the area, shown when it cannot be loaded. */
  label: string;
  /** Path prefixes (without trailing slash, `/` for everything) that this remote serves. */
  prefixes: string[];
}

export const AREAS: AreaDefinition[] = [{ remote: 'mf-public', label: 'le site public', prefixes: ['/'] }];

function ownsPath(prefix: string, pathname: string): boolean {
  return prefix === '/' || pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function findArea(pathname: string, areas: AreaDefinition[] = AREAS): AreaDefinition | undefined {
  return areas.find((area) => area.prefixes.some((prefix) => ownsPath(prefix, pathname)));
}
