import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Writes `remote.json` ({ name, version }) next to the remote's entry so the server can publish the
 * deployed version in the runtime manifest; the version carries a hash of the emitted chunks.
 */
export function remoteBuildInfo(options: { name: string; version: string }): Plugin {
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
      this.emitFile({ type: 'asset', fileName: 'remote.json', source: JSON.stringify({ name: options.name, version }) });
    },
  };
}
