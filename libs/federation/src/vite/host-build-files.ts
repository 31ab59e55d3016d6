import type { HtmlTagDescriptor, Plugin } from 'vite';

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

/**
 * The federation bootstrap imports its `pendingShares` chunk after the host's init and before the app:
 * Vite does not preload it, so it cost one more round trip before the shell could run (≈ 150 ms at
 * 150 ms latency). Listing it with the other module preloads lets it download with them.
 */
export function preloadPendingShares(): Plugin {
  let base = '/';
  return {
    name: 'club:preload-pending-shares',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }): HtmlTagDescriptor[] {
        const pending = Object.values(bundle ?? {}).find((item) => item.type === 'chunk' && item.name === 'pendingShares');
        if (!pending) return [];
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${pending.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
