import { init } from '@module-federation/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import { SHARED_MODULES } from './shared-modules';

/** Installed versions of the shared packages, written by the shell's build (`hostAppConfig`). */
declare const __SHARED_VERSIONS__: Record<string, string>;

/**
 * Starts the page's federation runtime as the host: one instance named `shell`, providing its own
 * singletons (loaded, so `loaded-first` always picks them) and the runtime itself to the remotes, which
 * ship neither: Module Federation's runtime plugin for that, as `experiments.provideExternalRuntime` gives a host
 * (docs/decisions/190-member-first-visit-and-the-federation-runtime-plugin.md). Remotes are registered later, from the manifest.
 */
export function initFederationHost(): void {
  const shared = Object.fromEntries(
    Object.entries(SHARED_MODULES).map(([name, module]) => [
      name,
      {
        version: (typeof __SHARED_VERSIONS__ === 'undefined' ? undefined : __SHARED_VERSIONS__[name]) ?? '0.0.0',
        scope: 'default',
        lib: () => module,
        loaded: true,
        shareConfig: { singleton: true, requiredVersion: false as const },
      },
    ]),
  );
  init({ name: 'shell', remotes: [], shared, shareStrategy: 'loaded-first', plugins: [injectExternalRuntimeCorePlugin()] });
}
