import { createHash } from 'node:crypto';
import type { RemoteMetadata } from '@club/contracts';
import type { Plugin } from 'vite';
import { entryPreloadFiles, pagePreloadFiles, type BundleLike } from './entry-preload';

/** `remote.json`, written next to a remote's entry: read by the publisher and by the server. */
export const REMOTE_BUILD_FILE = 'remote.json';

/**
 * Writes `remote.json` next to the remote's entry: `{ name, version, preload, pages, areas, navigation, widgets }`.
 * The version carries a hash of the emitted chunks (two builds of the same code have the same one);
 * `preload` lists the files (relative to the entry) the server preloads in the HTML of the remote's
 * pages, `pages` what the HTML of one given address adds (its lazy page, its data); the rest is the remote's place in the site, which the server puts in the runtime manifest.
 */
/** A page preloaded on a first visit of its address: its lazy route's modules (absolute paths) and its loader's GETs. */
export interface PagePreloadOptions {
  path: string;
  modules: string[];
  data?: string[];
}

export function remoteBuildInfo(options: {
  name: string;
  version: string;
  metadata: RemoteMetadata;
  entry?: string;
  widgetSources?: string[];
  pages?: PagePreloadOptions[];
}): Plugin {
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
      const files = bundle as unknown as BundleLike;
      const preload = entryPreloadFiles(files, options.entry ?? 'remoteEntry.js', new Set(options.widgetSources ?? []));
      const pages = (options.pages ?? []).map((page) => ({ path: page.path, preload: pagePreloadFiles(files, page.modules, preload), fetch: page.data ?? [] }));
      const source = JSON.stringify({ name: options.name, version, preload, pages, ...options.metadata });
      this.emitFile({ type: 'asset', fileName: REMOTE_BUILD_FILE, source });
    },
  };
}
