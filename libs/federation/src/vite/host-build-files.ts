import type { Plugin } from 'vite';

/** Which remote answers which URL prefixes (the shell's areas), for the server to preload it. */
export interface AreaPrefixes {
  remote: string;
  prefixes: string[];
}

/** Written at the root of the shell's build; read by the server that serves index.html. */
export const FEDERATION_AREAS_FILE = 'federation-areas.json';

/**
 * Emits `federation-areas.json`: the server picks the area of the requested path (longest prefix, as
 * the shell's router does) and preloads that remote's entry files in the page (docs/decisions/008-first-load-budget.md).
 */
export function federationAreasFile(areas: readonly AreaPrefixes[]): Plugin {
  return {
    name: 'club:federation-areas-file',
    apply: 'build',
    generateBundle() {
      const source = JSON.stringify(areas.map(({ remote, prefixes }) => ({ remote, prefixes })));
      this.emitFile({ type: 'asset', fileName: FEDERATION_AREAS_FILE, source });
    },
  };
}
