import type { Rolldown } from 'vite';

/** Whether a module of the build is already placed (a chunk its importers download anyway). */
export type ModuleMatcher = (id: string, context: Rolldown.ChunkingContext) => boolean;

/** A helper is a small module: a library or a page stays in its own chunk. */
export const MAX_HELPER_BYTES = 8000;

/** Federation's and Rolldown's own virtual modules start with `\0`; the shims of the shell's shared singletons are some of them. */
export const isVirtual = (id: string) => id.startsWith('\0');
export const isSharedShim = (id: string) => id.includes('__loadShare__');

/**
 * A small module whose static imports are all `anchored` or small modules of the same kind: joined with its kind, it
 * brings no other file to the pages that use it. A module imported with `import()` is not one (merged, Rolldown would
 * build its namespace at run time, with its runtime helper in a file of its own).
 */
export function isSmallLeaf(id: string, context: Rolldown.ChunkingContext, anchored: ModuleMatcher, seen = new Set<string>()): boolean {
  if (seen.has(id)) return true;
  seen.add(id);
  const info = context.getModuleInfo(id);
  if (!info || info.dynamicImporters.length > 0 || (info.code?.length ?? 0) > MAX_HELPER_BYTES) return false;
  return info.importedIds.every(
    (dependency) => anchored(dependency, context) || ((!isVirtual(dependency) || isSharedShim(dependency)) && isSmallLeaf(dependency, context, anchored, seen)),
  );
}

/** How many chunk entries of the remote (its lazy pages, loaders and exposed modules) reach a module by static imports. */
export function entriesReaching(id: string, context: Rolldown.ChunkingContext): number {
  const entries = new Set<string>();
  const seen = new Set<string>();
  const visit = (moduleId: string) => {
    if (seen.has(moduleId)) return;
    seen.add(moduleId);
    const info = context.getModuleInfo(moduleId);
    if (!info) return;
    if (info.isEntry || info.dynamicImporters.length > 0) entries.add(moduleId);
    for (const importer of info.importers) visit(importer);
  };
  visit(id);
  return entries.size;
}
