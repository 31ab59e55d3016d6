import { federation } from '@module-federation/vite';
import type { PluginOption } from 'vite';
import { SHARED_SINGLETONS } from './shared-singletons';

/**
 * `react` keeps a (lazy, never downloaded while the host provides it) fallback in remotes: with
 * `import: false` the plugin keeps only the React exports it saw used by the app's own code and misses
 * those imported by third-party packages (lucide-react's createContext…), which fails the build.
 */
const REMOTE_KEEPS_FALLBACK = new Set<string>(['react']);

function sharedConfig() {
  // The shell provides every singleton (shell/src/federation/host-runtime.ts). Remotes bundle no
  // fallback copy (`import: false`): they only ever run inside the shell, which provides them, and a
  // standalone remote (`vite` dev) is a plain app without federation (docs/decisions/007-federation-dev-and-build.md).
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      if (REMOTE_KEEPS_FALLBACK.has(name)) return [name, { singleton: true, requiredVersion: '*' }];
      return [name, { singleton: true, requiredVersion: '*', import: false as const }];
    }),
  );
}

const common = {
  dts: false,
  shareStrategy: 'loaded-first',
  disableSnapshot: true,
} as const;

/** A remote: exposes `./routes` (see RemoteRoutesModule) and relies on the shell's federation runtime. */
export function remoteFederation(options: { name: string; routes: string }): PluginOption {
  return federation({
    ...common,
    name: options.name,
    filename: 'remoteEntry.js',
    exposes: { './routes': options.routes },
    shared: sharedConfig(),
    manifest: true,
    experiments: { externalRuntime: true },
  });
}
