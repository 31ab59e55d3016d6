import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { transformAsync, type ParserOptions } from '@babel/core';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const STYLED_PLUGIN = require.resolve('babel-plugin-styled-components');

/** The namespace of a package's components: its name without the workspace scope (`mf-public`, `ui`). */
export function namespaceOf(packageName: string): string {
  return packageName.replace(/^@club\//, '').replace(/[^a-zA-Z0-9-]/g, '-');
}

const packageNames = new Map<string, string>();

/** The name of the package a source file belongs to (its nearest package.json). */
function packageNameOf(file: string): string {
  const start = dirname(file);
  for (let dir = start; ; dir = dirname(dir)) {
    const known = packageNames.get(dir);
    if (known !== undefined) return known;
    try {
      const { name } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string };
      packageNames.set(dir, name ?? '');
      return name ?? '';
    } catch {
      if (dirname(dir) === dir) return '';
    }
  }
}

function parserPlugins(file: string): ParserOptions['plugins'] {
  if (file.endsWith('.tsx')) return ['typescript', 'jsx'];
  return file.endsWith('.ts') ? ['typescript'] : ['jsx'];
}

/**
 * styled-components' Babel plugin on our sources: each component gets an id from its package, file and
 * position (`mf-public__sc-…-0`) instead of a counter that depends on the order modules are evaluated,
 * and its CSS is minified. The same file compiled by any build (the shell, a remote, the prerender in
 * Node) gives the same id, so a component's class names are the same in the prerendered HTML and in the
 * browser (docs/decisions/192-one-prerender-format-and-deterministic-style-ids.md). The namespace is the
 * package that owns the file, not the app being built: a shared library's component has one id.
 */
export function styledComponentIds(): Plugin {
  return {
    name: 'club:styled-component-ids',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /\.[jt]sx?$/, exclude: /\/node_modules\// }, code: /from ['"](@club\/stack|styled-components)['"]/ },
      async handler(code, id) {
        const file = id.split('?')[0] ?? id;
        const result = await transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: parserPlugins(file) },
          plugins: [
            [
              STYLED_PLUGIN,
              { namespace: namespaceOf(packageNameOf(file)), displayName: false, fileName: false, ssr: true, pure: true, topLevelImportPaths: ['@club/stack'] },
            ],
          ],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
