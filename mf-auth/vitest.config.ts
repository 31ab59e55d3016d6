import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['@club/ui/testing/setup', '@club/auth/testing/setup'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Node would load styled-components' server build (no style injection); inlining lets Vite pick
    // the package's "browser" build, as the app bundles do.
    server: { deps: { inline: ['styled-components'] } },
    // Forms are typed key by key and pages load lazily: 5 s is too short on a busy 2-core machine.
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
