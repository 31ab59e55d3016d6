import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { entryPreloadFiles, type BundleLike } from './entry-preload';

/**
 * Writes `remote.json` next to the remote's entry: `{ name, version, preload }`. The server publishes
 * the deployed version in the runtime manifest (the version carries a hash of the emitted chunks), and
 * preloads the `preload` files (paths relative to the entry) in the HTML of the remote's pages.
 */
export function remoteBuildInfo(options: { name: string; version: string; entry?: string }): Plugin {
  return {
    name: 'club:remote-build-info',
    apply: 'build',
    generateBundle(_outputOptions, bundle) {
      const hash = createHash('sha256');
      for (const fileName of Object.keys(bundle).sort()) {
        const item = bundle[fileName];
        if (item?.type === 'chunk') hash.update(item.code);
      }
      const version = `${options.version}+${hash.digest('hex').slice(0, 10)}`;
      const preload = entryPreloadFiles(bundle as unknown as BundleLike, options.entry ?? 'remoteEntry.js');
      this.emitFile({ type: 'asset', fileName: 'remote.json', source: JSON.stringify({ name: options.name, version, preload }) });
    },
  };
}
