import { readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Module file → the files of the same set it imports (static, dynamic and type-only imports alike). */
export type ImportGraph = Map<string, string[]>;

const OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

/**
 * The imports of `files` (relative to `root`), resolved by TypeScript's own module resolution as the
 * typecheck does: workspace packages through their `exports`, to their source files.
 */
export function importGraph(root: string, files: readonly string[]): ImportGraph {
  const rootReal = realpathSync(root);
  const known = new Set(files);
  const cache = ts.createModuleResolutionCache(rootReal, (name) => name, OPTIONS);
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const path = join(rootReal, file);
    const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, path, OPTIONS, ts.sys, cache).resolvedModule?.resolvedFileName;
      const target = resolved && relative(rootReal, realpathSync(resolved)).split('\\').join('/');
      return target && known.has(target) ? [target] : [];
    });
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Each import cycle once, as the files that go round it (Tarjan's strongly connected components). */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}
