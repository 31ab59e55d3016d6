import { init } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import { SHARED_MODULES } from './shared-modules';

declare global {
  /** Where remotes built with `experiments.externalRuntime` find the page's federation runtime. */
  var _FEDERATION_RUNTIME_CORE: unknown;
}

/** Installed versions of the shared packages, written by the shell's build (`hostAppConfig`). */
declare const __SHARED_VERSIONS__: Record<string, string>;

/**
 * Starts the page's federation runtime as the host: one instance named `shell`, providing its own
 * singletons (loaded, so `loaded-first` always picks them) and the runtime itself to the remotes, which
 * ship neither. Remotes are registered later, from the manifest.
 */
export function initFederationHost(): void {
  globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
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
  init({ name: 'shell', remotes: [], shared, shareStrategy: 'loaded-first' });
}
