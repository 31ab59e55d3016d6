/**
 * Which area (remote) owns a URL: the shell's router decides with these rules, and the server uses the
 * same ones to preload and prerender the page's remote (docs/decisions/002-runtime-route-discovery.md).
 */

/** `/admin` owns `/admin` and `/admin/…` but not `/administration`; `/` owns everything. */
export function ownsPath(prefix: string, pathname: string): boolean {
  return prefix === '/' || pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The item whose longest prefix owns the path (undefined when none claims it). */
export function longestPrefixOwner<T>(items: readonly T[], prefixesOf: (item: T) => readonly string[], pathname: string): T | undefined {
  let best: { item: T; length: number } | undefined;
  for (const item of items) {
    for (const prefix of prefixesOf(item)) {
      if (ownsPath(prefix, pathname) && (!best || prefix.length > best.length)) best = { item, length: prefix.length };
    }
  }
  return best?.item;
}

/**
 * Whether an absolute route pattern (`/sections/:sectionSlug`) names the address: each `:param` stands for
 * one non-empty segment, every other segment must be equal. A trailing slash of the address is ignored.
 */
export function routePatternMatches(pattern: string, pathname: string): boolean {
  const segments = (path: string) => path.replace(/(.)\/+$/, '$1').split('/');
  const wanted = segments(pattern);
  const actual = segments(pathname);
  return wanted.length === actual.length && wanted.every((segment, index) => (segment.startsWith(':') ? actual[index] !== '' : segment === actual[index]));
}

/** Absolute path of a link a remote gives relative to its base path ('' is the base itself). */
export function joinPath(basePath: string, to: string): string {
  const base = basePath.endsWith('/') ? basePath.slice(0, -1) : basePath;
  const rest = to.replace(/^\/+/, '');
  return rest ? `${base}/${rest}` : base || '/';
}

/** One string argument per `:param` of a route path, in order. */
type PathParams<Path extends string> = Path extends `${string}:${string}/${infer Rest}`
  ? [string, ...PathParams<Rest>]
  : Path extends `${string}:${string}`
    ? [string]
    : [];

/** A route of a remote: its `path` relative to the remote's base path, and `href(...ids)`, its absolute link. */
export interface RoutePath<Path extends string> {
  path: Path;
  href: (...ids: PathParams<Path>) => string;
}

/**
 * A remote's addresses, written once (`src/paths.ts`): route objects and menu entries take `path`,
 * links and navigate() take `href(...)`, which fills the `:params` in order, URL-encoded.
 */
export function routePaths<const Paths extends Record<string, string>>(basePath: string, paths: Paths): { [Name in keyof Paths]: RoutePath<Paths[Name]> } {
  const entries = Object.entries(paths).map(([name, path]) => {
    const href = (...ids: string[]) =>
      joinPath(
        basePath,
        path.replace(/:[^/]+/g, () => encodeURIComponent(ids.shift() ?? '')),
      );
    return [name, { path, href }];
  });
  return Object.fromEntries(entries) as { [Name in keyof Paths]: RoutePath<Paths[Name]> };
}
