import { defineConfig } from '@playwright/test';
import { API_DIR, BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, DATABASE_PATH, E2E_PORT, REMOTES_DIR } from './support/env';

/**
 * Playwright against the built, composed site served by the real API (shell at `/`, each remote published
 * from its `dist` to `/remotes/<folder>/<version>/`) on a temporary SQLite database. Build first (`pnpm build`).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    // The database and the published remotes are removed first so every run starts from the seed and
    // from the current builds published as version 1 (as `pnpm start` does on a fresh clone).
    command: [
      `rm -rf "${DATABASE_PATH}" "${DATABASE_PATH}-wal" "${DATABASE_PATH}-shm" "${REMOTES_DIR}"`,
      `../node_modules/.bin/tsx ../scripts/remote/remote-cli.ts publish --all-built`,
      './node_modules/.bin/tsx src/server.ts',
    ].join(' && '),
    cwd: API_DIR,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    // The journeys sign in far more often than a person would; the API suites test the rate limits.
    env: { PORT: String(E2E_PORT), DATABASE_URL: DATABASE_PATH, REMOTES_DIR, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: 'false' },
  },
});
