import type { Plugin } from 'vite';

/** Written at the root of the shell's build: the versions of the singletons the shell provides. */
export const SHARED_VERSIONS_FILE = 'shared-versions.json';

/**
 * Emits `shared-versions.json`: `pnpm remote:publish` checks a remote's shared requirements against
 * what the deployed shell provides (docs/decisions/018-versioned-remote-publishing.md).
 */
export function sharedVersionsFile(versions: Record<string, string>): Plugin {
  return {
    name: 'club:shared-versions-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: SHARED_VERSIONS_FILE, source: JSON.stringify(versions) });
    },
  };
}
