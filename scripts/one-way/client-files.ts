import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '__mf__temp']);

/** The client side of the workspace: the libraries, the shell and the remotes (the API is not in it). */
const isClientTop = (name: string) => name === 'libs' || name === 'shell' || name.startsWith('mf-');

export interface ClientTree {
  /** Every file, relative to the root with `/` separators. */
  files: string[];
  /** Every folder, the same way. */
  folders: string[];
}

/** The files and folders of libs/, shell/ and mf-*\/ (installed and built output left out). */
export function clientTree(root: string): ClientTree {
  const tree: ClientTree = { files: [], folders: [] };
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
  for (const entry of readdirSync(root, { withFileTypes: true })) if (entry.isDirectory() && isClientTop(entry.name)) walk(join(root, entry.name));
  return tree;
}
