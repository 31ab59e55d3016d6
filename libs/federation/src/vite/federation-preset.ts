import { federation } from '@module-federation/vite';
import type { PluginOption } from 'vite';
import { SHARED_SINGLETONS } from './shared-singletons';

function sharedConfig() {
  // The shell provides every singleton (shell/src/federation/host-runtime.ts). Remotes bundle no
  // fallback copy (`import: false`), React included: they only ever run inside the shell, and a
  // standalone remote (`vite` dev) is a plain app without federation (docs/decisions/007-federation-dev-and-build.md).
  // The plugin keeps every React export the remote's modules use, third-party ones included (it
  // waits for the whole module graph — with our patch of the plugin, docs/decisions/065-federation-parse-barrier-patch.md —
  // and on an analysis timeout it keeps them all).
  return Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: '*', import: false as const }]));
}

const common = {
  dts: false,
  shareStrategy: 'loaded-first',
  disableSnapshot: true,
} as const;

/** A remote: exposes `./routes` (see RemoteRoutesModule) and its widgets, and relies on the shell's federation runtime. */
export function remoteFederation(options: { name: string; exposes: Record<string, string> }): PluginOption {
  return federation({
    ...common,
    name: options.name,
    filename: 'remoteEntry.js',
    exposes: options.exposes,
    shared: sharedConfig(),
    manifest: true,
    experiments: { externalRuntime: true },
  });
}
