import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      // Under vitest, styled-components resolves to its server build, which never injects global
      // styles; the apps' bundles use the "browser" build, so the tests use it too.
      {
        find: /^styled-components$/,
        replacement: require.resolve('styled-components/dist/styled-components.browser.esm.js'),
      },
    ],
  },
  test: {
    testTimeout: 20_000,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    server: { deps: { inline: ['styled-components'] } },
    restoreMocks: true,
    unstubGlobals: true,
  },
});
