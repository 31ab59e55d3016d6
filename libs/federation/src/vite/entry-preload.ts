/** The parts of a Rolldown/Rollup output bundle this needs (a chunk's static and dynamic imports, its module, its code). */
export type BundleLike = Record<
  string,
  { type: 'chunk'; imports: string[]; dynamicImports: string[]; facadeModuleId?: string | null; code?: string } | { type: 'asset' }
>;

/**
 * The files a page downloads whenever it uses the remote: its entry, what the entry imports on `init`
 * and `get` (the shared-import map and the exposed modules, dynamic imports of the entry), and
 * everything those import statically. The server names them in the HTML of a page of the remote's area
 * and the shell starts them all as its first statement, so they download while the shell is evaluated
 * instead of one round trip after another once it runs (docs/decisions/008-first-load-budget.md, 019). Lazy chunks (a page
 * loaded with `lazy()`) are not in the list, nor the exposed modules in `skipModules` (widgets: only the
 * pages that show them load them).
 */
export function entryPreloadFiles(bundle: BundleLike, entryFileName: string, skipModules: ReadonlySet<string> = new Set()): string[] {
  const entry = bundle[entryFileName];
  if (entry?.type !== 'chunk') return [];
  const seen = new Set<string>();
  const visit = staticImportVisitor(bundle, seen);
  visit(entryFileName);
  entry.dynamicImports
    .filter((fileName) => {
      const chunk = bundle[fileName];
      return !(chunk?.type === 'chunk' && chunk.facadeModuleId && skipModules.has(chunk.facadeModuleId));
    })
    .forEach(visit);
  return [...seen];
}

/** Adds a chunk and everything it imports statically to `seen` (files already there are not walked again). */
function staticImportVisitor(bundle: BundleLike, seen: Set<string>) {
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (seen.has(fileName) || chunk?.type !== 'chunk') return;
    seen.add(fileName);
    chunk.imports.forEach(visit);
  };
  return visit;
}

/**
 * The files a lazy page (`modules`, those its route imports) needs beyond `entryFiles`: their chunks and
 * those chunks' static imports, largest first (started together, the largest should not wait for one of
 * the browser's six connections behind small ones). A module no chunk has as its facade (merged into
 * another chunk) adds nothing: that part of the page loads as before, one round trip after the shell.
 */
export function pagePreloadFiles(bundle: BundleLike, modules: readonly string[], entryFiles: readonly string[]): string[] {
  const seen = new Set(entryFiles);
  const visit = staticImportVisitor(bundle, seen);
  for (const module of modules) {
    const page = Object.entries(bundle).find(([, chunk]) => chunk.type === 'chunk' && chunk.facadeModuleId === module)?.[0];
    if (page) visit(page);
  }
  const size = (fileName: string) => {
    const chunk = bundle[fileName];
    return chunk?.type === 'chunk' ? (chunk.code?.length ?? 0) : 0;
  };
  return [...seen].filter((fileName) => !entryFiles.includes(fileName)).sort((a, b) => size(b) - size(a));
}
