import './scripts/lib/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';

// One run for every package's vitest suite (each folder keeps its own vitest.config.ts).
// e2e/ (Playwright) and bench/ are not vitest suites.
export default defineConfig({
  test: {
    projects: ['libs/*', 'api', 'shell', 'mf-*', 'scripts'],
  },
});
