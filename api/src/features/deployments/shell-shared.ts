import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The singletons the deployed shell provides, from its build's shared-versions.json, read at each publish
 * (a rebuilt shell counts at once). Without a built shell, nothing is provided: every shared package is
 * then refused, as a remote could not run on a site without its shell.
 */
export function deployedShellShared(rootDir: string): () => Record<string, string> {
  return () => {
    try {
      return JSON.parse(readFileSync(join(rootDir, 'shell', 'dist', 'shared-versions.json'), 'utf8')) as Record<string, string>;
    } catch {
      return {};
    }
  };
}
