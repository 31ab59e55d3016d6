import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Generated, installed or local-only folders: nothing there is written by hand. */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', '__mf__temp', 'coverage']);

/** Source files whose comments are read (code and config; declaration files are generated). */
export const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Files that may name an ADR: source, Markdown, config. */
const TEXT_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs|md|json|jsonc|ya?ml|html|css)$/;

/** Every hand-written text file of the repository, as `/`-separated paths relative to `root`. */
export function repositoryFiles(root: string): string[] {
  return walk(root)
    .map((file) => relative(root, file).split('\\').join('/'))
    .filter((file) => file !== 'pnpm-lock.yaml');
}

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') ? [] : walk(join(folder, entry.name));
    return TEXT_FILE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [join(folder, entry.name)] : [];
  });
}
