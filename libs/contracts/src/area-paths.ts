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

/** Absolute path of a link a remote gives relative to its base path ('' is the base itself). */
export function joinPath(basePath: string, to: string): string {
  const base = basePath.endsWith('/') ? basePath.slice(0, -1) : basePath;
  const rest = to.replace(/^\/+/, '');
  return rest ? `${base}/${rest}` : base || '/';
}
