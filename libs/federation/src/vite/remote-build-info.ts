import { createHash } from 'node:crypto';
import type { RemoteMetadata } from '@club/contracts';
import type { Plugin } from 'vite';
import { entryPreloadFiles, type BundleLike } from './entry-preload';

/** `remote.json`, written next to a remote's entry: read by the publisher and by the server. */
export const REMOTE_BUILD_FILE = 'remote.json';

/**
 * Writes `remote.json` next to the remote's entry: `{ name, version, preload, areas, navigation, widgets }`.
 * The version carries a hash of the emitted chunks (two builds of the same code have the same one);
 * `preload` lists the files (relative to the entry) the server preloads in the HTML of the remote's
 * pages; the rest is the remote's place in the site, which the server puts in the runtime manifest.
 */
export function remoteBuildInfo(options: { name: string; version: string; metadata: RemoteMetadata; entry?: string; widgetSources?: string[] }): Plugin {
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
      const preload = entryPreloadFiles(bundle as unknown as BundleLike, options.entry ?? 'remoteEntry.js', new Set(options.widgetSources ?? []));
      const source = JSON.stringify({ name: options.name, version, preload, ...options.metadata });
      this.emitFile({ type: 'asset', fileName: REMOTE_BUILD_FILE, source });
    },
  };
}
