// The package's types say `export =` for what its ES build exports as default.
declare module '@module-federation/inject-external-runtime-core-plugin' {
  import type { FederationRuntimePlugin } from '@module-federation/runtime';
  export default function injectExternalRuntimeCorePlugin(): FederationRuntimePlugin;
}
