import { resolve } from 'node:path';
import type { PluginOption, UserConfig } from 'vite';
import type { RemoteConfig } from '../remote-config';
import { compileHints } from './compile-hints';
import { remoteFederation } from './federation-preset';
import { sharedVersionsFile } from './host-build-files';
import { remoteExposes, remoteMetadata } from './remote-metadata';
import { leanBaseChunks } from './lean-base';
import { sharedVersions } from './shared-versions';
import { remoteBuildInfo } from './remote-build-info';
import { standalonePage } from './standalone-page';

/** Where `pnpm --filter <app> dev` sends `/api` (and, for the shell, `/remotes`): the running API. */
const apiTarget = () => process.env.API_URL ?? 'http://localhost:3000';

/** Module federation needs native ESM features (top-level await in the federation runtime). */
const BUILD_TARGET = 'es2022';

/** Every remote exposes its routes from there (module-federation.config.ts). */
const ROUTES_MODULE = 'src/routes.tsx';

/**
 * The exposed routes module and what it imports statically (the remote's first page, its components,
 * icons…) in one chunk: a remote's page then costs a few requests instead of one per shared file
 * (docs/decisions/008-first-load-budget.md). Lazy pages keep their own chunks; the federation plugin
 * keeps its own groups, which come first.
 */
const routesChunk = () => {
  const routes = resolve(ROUTES_MODULE);
  return { name: 'routes', test: (id: string) => id === routes };
};

/**
 * The shared kits a remote's lazy pages use (the admin kit; the API clients and their fetch wrapper) in
 * one chunk each instead of one per module: an admin page's first visit costs a few requests, not a
 * dozen of half-kilobyte ones one round trip after the route's chunk (bench:web --waterfall). Only lazy
 * pages import them, so the routes chunk (and a public page's first load) does not grow.
 */
const KIT_CHUNKS = [
  { name: 'ui-admin', test: /[\\/]libs[\\/]ui-admin[\\/]src[\\/]/ },
  { name: 'api-client', test: /[\\/]libs[\\/](api-client|http)[\\/]src[\\/]/ },
];

export interface RemoteAppOptions {
  /** The remote's name, areas, menus and widgets (its module-federation.config.ts). */
  remote: RemoteConfig;
  /** The package's version (the build adds a hash of its chunks). */
  version: string;
  /** App plugins (React, theme init for the standalone page…). */
  plugins: PluginOption[];
  /**
   * For a remote with many lazy pages, some on zod/mini: the fetch wrapper, zod's core and zod/mini with the entry,
   * zod classic with the API clients' kit, and the small modules several pages share in one chunk (leanBaseChunks,
   * docs/decisions/200-member-shared-helpers-chunk.md, 203-member-settings-on-zod-mini.md).
   */
  leanBase?: boolean;
}

/**
 * A remote's Vite config. `vite build` emits the federated remote (remoteEntry.js, mf-manifest.json,
 * remote.json) with relative URLs, so one build can be published under any versioned path
 * (`/remotes/<folder>/<version>/`) or CDN. `vite` (dev) serves the remote standalone: its own index.html
 * renders its routes with the shell's providers against the real API (the page itself comes from standalonePage) (docs/decisions/007-federation-dev-and-build.md).
 */
export function remoteAppConfig(options: RemoteAppOptions): (env: { command: string }) => UserConfig {
  return ({ command }) =>
    command === 'build'
      ? {
          base: './',
          plugins: [
            ...options.plugins,
            remoteFederation({ name: options.remote.name, exposes: remoteExposes(options.remote, `./${ROUTES_MODULE}`) }),
            remoteBuildInfo({
              name: options.remote.name,
              version: options.version,
              metadata: remoteMetadata(options.remote),
              widgetSources: (options.remote.widgets ?? []).map((widget) => resolve(widget.source)),
              pages: (options.remote.pages ?? []).map((page) => ({ ...page, modules: page.modules.map((module) => resolve(module)) })),
            }),
          ],
          // The federated entry only: the standalone index.html is for `vite` dev.
          build: { target: BUILD_TARGET, rolldownOptions: { input: {}, output: { codeSplitting: { groups: remoteChunks(options) } } } },
        }
      : {
          plugins: [...options.plugins, standalonePage({ title: `${options.remote.name} (autonome)` })],
          server: { proxy: { '/api': { target: apiTarget(), changeOrigin: false } } },
        };
}

/** The routes chunk and the kits; or, for a lean base, its own layout. */
function remoteChunks(options: RemoteAppOptions) {
  if (!options.leanBase) return [routesChunk(), ...KIT_CHUNKS];
  const otherKits = KIT_CHUNKS.filter((kit) => kit.name !== 'api-client');
  return leanBaseChunks({ routesModule: resolve(ROUTES_MODULE), sourceDir: resolve('src'), otherKits });
}

export interface HostAppOptions {
  plugins: PluginOption[];
}

/**
 * The shell's Vite config: a plain Vite app (no federation plugin: it starts the federation runtime
 * itself and provides its own modules as the singletons, docs/decisions/012-plain-federation-host.md), told the
 * installed versions of those singletons. In dev it proxies the API and the deployed remotes' builds.
 */
export function hostAppConfig(options: HostAppOptions): UserConfig {
  const versions = sharedVersions(process.cwd());
  return {
    plugins: [...options.plugins, sharedVersionsFile(versions), compileHints()],
    define: {
      __SHARED_VERSIONS__: JSON.stringify(versions),
      // What the federation plugin defines for `disableSnapshot: true` and `target: 'web'` (the remotes' preset): the
      // shell bundles the runtime the remotes use, without that plugin (ADR 012), so it sets them itself. The runtime
      // then leaves out its snapshot plugins and its Node loaders (docs/decisions/201-zod-mini-first-load-parsers.md).
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
      ENV_TARGET: JSON.stringify('web'),
    },
    // No modulepreload polyfill on every page: a browser without modulepreload (Safari before 17) still loads every
    // module, only without the early start of the HTML's preload links (ADR 201).
    build: { target: BUILD_TARGET, modulePreload: { polyfill: false } },
    server: {
      proxy: {
        '/api': { target: apiTarget(), changeOrigin: false },
        '/remotes': { target: apiTarget(), changeOrigin: false },
      },
    },
  };
}
