import react from '@vitejs/plugin-react';
import type { ViteUserConfig } from 'vitest/config';

/**
 * The vitest config of every remote (`vitest.config.ts`: `export default remoteVitestConfig()`): jsdom at
 * the site's URL, React, the shared test setup of `@club/ui/testing`, and styled-components' browser
 * build. One preset, not one copy per remote.
 */
export function remoteVitestConfig(overrides: { setupFiles?: string[]; testTimeout?: number } = {}): ViteUserConfig {
  // The shared setup (cleanup, matchMedia, inlined site config…); a remote adds its own, e.g. the session store's.
  return {
    plugins: [react()],
    test: {
      environment: 'jsdom',
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
      setupFiles: ['@club/ui/testing/setup', ...(overrides.setupFiles ?? [])],
      include: ['src/**/*.test.{ts,tsx}'],
      // Node would load styled-components' server build (no style injection); inlining lets Vite pick
      // the package's "browser" build, as the app bundles do.
      server: { deps: { inline: ['styled-components'] } },
      // Forms are typed key by key and pages load lazily: 5 s is too short on a busy 2-core machine.
      testTimeout: overrides.testTimeout ?? 20_000,
      restoreMocks: true,
      unstubGlobals: true,
    },
  };
}
