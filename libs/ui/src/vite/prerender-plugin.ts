import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import { PRERENDER_FILE, PrerenderOutputSchema } from '@club/contracts';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { styledComponentIds } from './styled-component-ids';

export interface PrerenderPluginOptions {
  /** The app's prerender module (default export: an async function returning the output), from the app's root. */
  entry: string;
}

interface PrerenderModule {
  default: () => Promise<unknown>;
}

/**
 * Loads the app's prerender module with Vite's SSR module loading, in a server of its own (middleware
 * mode: no port, no watcher, no HMR), and returns what it renders. Node imports the packages of
 * node_modules (react, react-dom…) once; the workspace sources go through Vite's transforms.
 */
export async function runPrerender(root: string, entry: string, mode = 'production'): Promise<unknown> {
  const server = await createServer({
    root,
    mode,
    configFile: false,
    envDir: false,
    logLevel: 'warn',
    appType: 'custom',
    clearScreen: false,
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    // The same component ids as the client build: the browser's class names are the prerender's.
    plugins: [styledComponentIds()],
    // styled-components ships CommonJS for Node (no "exports"): imported natively, its default export
    // is the whole module object. Through Vite, `styled` and the ServerStyleSheet are one ESM instance.
    ssr: { noExternal: ['styled-components'] },
  });
  try {
    const module = (await server.ssrLoadModule(isAbsolute(entry) ? entry : resolve(root, entry))) as PrerenderModule;
    if (typeof module.default !== 'function') throw new Error(`${entry} : le module de prérendu doit exporter une fonction par défaut.`);
    return await module.default();
  } finally {
    await server.close();
  }
}

/**
 * After the client build (`vite build` only), renders the app's public pages or layouts to HTML + CSS
 * and writes them to `<outDir>/prerender/prerender.json` for the server to compose the first HTML of a
 * page (docs/decisions/070-prerendered-public-pages.md). It emits nothing into the client bundles, and
 * needs no browser. A prerender that fails fails the build: shipping a stale file would be worse.
 */
export function prerenderPages(options: PrerenderPluginOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'club:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const started = Date.now();
        const result = PrerenderOutputSchema.safeParse(await runPrerender(config.root, options.entry, config.mode));
        if (!result.success) throw new Error(`${options.entry} : sortie de prérendu invalide (${result.error.message}).`);
        const output = result.data;
        const file = resolve(config.root, config.build.outDir, PRERENDER_FILE);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, JSON.stringify(output));
        config.logger.info(`prérendu : ${PRERENDER_FILE} (${Date.now() - started} ms)`);
      },
    },
  };
}
