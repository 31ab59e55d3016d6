import type { Rolldown } from 'vite';
import { isSharedShim, isSmallLeaf, isVirtual, MAX_HELPER_BYTES, type ModuleMatcher } from './module-graph';

/** At least this many of the remote's chunk entries (its lazy pages, loaders and exposed modules) use a helper. */
export const MIN_SHARING_ENTRIES = 3;

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
export function sharedHelpersChunk(options: { anchored: ModuleMatcher }): Rolldown.CodeSplittingGroup {
  return {
    // The kits' groups come first: what they capture (zod, the contracts the clients use) never gets here.
    name: (id, context) => (isSmallLeaf(id, context, options.anchored) ? 'shared' : null),
    // Federation's own virtual modules (the runtime, the entry's files) are anchored; its shims of the shared singletons may join.
    test: (id) => !isVirtual(id) || isSharedShim(id),
    minShareCount: MIN_SHARING_ENTRIES,
    maxModuleSize: MAX_HELPER_BYTES,
  };
}
