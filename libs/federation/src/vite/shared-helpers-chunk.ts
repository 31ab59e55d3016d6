import type { Rolldown } from 'vite';

type Matcher = (id: string) => boolean;

/** At least this many of the remote's chunk entries (its lazy pages, loaders and exposed modules) use a helper. */
const MIN_SHARING_ENTRIES = 3;
/** A helper is a small module: a library or a page stays in its own chunk. */
const MAX_HELPER_BYTES = 8000;

/**
 * The small modules that several lazy pages of a remote share (its own helpers, French dates, the icons'
 * helper, the shims of the shell's singletons) in one chunk instead of one file each: a page that needs
 * five of them costs one request, not five one after another (docs/decisions/200-member-shared-helpers-chunk.md).
 *
 * Only leaves join: a small module whose static imports are all already downloaded with the remote's entry
 * or its kit chunks (`anchored`), or are small leaves too (a helper's imports reach the pages that reach it).
 * A helper that imports the forms or a page's module stays out, so a page that uses the group never
 * downloads those (docs/decisions/190-member-first-visit-and-the-federation-runtime-plugin.md: a group with
 * its dependencies joined the routes chunk and every page downloaded the forms). A module imported with
 * `import()` keeps its own chunk: merged, Rolldown would build its namespace at run time.
 */
export function sharedHelpersChunk(options: { anchored: Matcher }): Rolldown.CodeSplittingGroup {
  // Federation's own virtual modules (the runtime, the entry's files) are anchored; its shims of the shared singletons may join.
  const isVirtual = (id: string) => id.startsWith('\0');
  const isShim = (id: string) => id.includes('__loadShare__');
  const candidate = (id: string) => !isVirtual(id) || isShim(id);
  const isLeaf = (id: string, context: Rolldown.ChunkingContext, seen: Set<string>): boolean => {
    if (seen.has(id)) return true;
    seen.add(id);
    const info = context.getModuleInfo(id);
    if (!info || info.dynamicImporters.length > 0 || (info.code?.length ?? 0) > MAX_HELPER_BYTES) return false;
    return info.importedIds.every((dependency) => options.anchored(dependency) || (candidate(dependency) && isLeaf(dependency, context, seen)));
  };
  return {
    // The kits' groups come first: what they capture (zod, the contracts the clients use) never gets here.
    name: (id, context) => (isLeaf(id, context, new Set()) ? 'shared' : null),
    test: candidate,
    minShareCount: MIN_SHARING_ENTRIES,
    maxModuleSize: MAX_HELPER_BYTES,
  };
}
