import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/testing/global-setup.ts'],
    // Each test file owns its database (temp SQLite file, PostgreSQL schema), so files run in parallel.
    testTimeout: 15_000,
  },
});
