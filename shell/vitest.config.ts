import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    testTimeout: 20_000,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Node would load styled-components' server build (no style injection); inlining lets Vite pick
    // the package's "browser" build, as the app bundle does.
    server: { deps: { inline: ['styled-components'] } },
    restoreMocks: true,
    unstubGlobals: true,
  },
});
