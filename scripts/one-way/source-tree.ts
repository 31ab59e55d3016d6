import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '__mf__temp']);

/** The workspace's code: the libraries, the shell, the remotes and the API. */
const isSourceTop = (name: string) => name === 'libs' || name === 'shell' || name === 'api' || name.startsWith('mf-');

export interface SourceTree {
  /** Every file, relative to the root with `/` separators. */
  files: string[];
  /** Every folder, the same way. */
  folders: string[];
}

/** The files and folders of libs/, shell/, mf-*\/ and api/ (installed and built output left out). */
export function sourceTree(root: string): SourceTree {
  const tree: SourceTree = { files: [], folders: [] };
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      const name = relative(root, path).split('\\').join('/');
      if (entry.isDirectory()) {
        tree.folders.push(name);
        walk(path);
      } else tree.files.push(name);
    }
  };
  for (const entry of readdirSync(root, { withFileTypes: true })) if (entry.isDirectory() && isSourceTop(entry.name)) walk(join(root, entry.name));
  return tree;
}
