import { defineConfig } from '@playwright/test';
import { API_DIR, BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, DATABASE_PATH, E2E_PORT, MAIL_CATCHER, MAIL_SITE, PUBLISHING_SITE, REMOTES_DIR } from './support/env';

/** The API serving a fresh seed and the current builds published as version 1 in its database (as `pnpm start` on a fresh clone). */
function siteServer(site: { port: number; baseUrl: string; databasePath: string; remotesDir: string }, env: Record<string, string> = {}) {
  const { port, baseUrl, databasePath, remotesDir } = site;
  return {
    command: [
      `rm -rf "${databasePath}" "${databasePath}-wal" "${databasePath}-shm" "${remotesDir}"`,
      './node_modules/.bin/tsx src/cli/remote/remote-cli.ts publish --all-built',
      './node_modules/.bin/tsx src/server.ts',
    ].join(' && '),
    cwd: API_DIR,
    url: `${baseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    // The journeys sign in and write far more often than a person would; the API suites test the rate limits.
    env: { PORT: String(port), DATABASE_URL: databasePath, REMOTES_DIR: remotesDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: 'false', WRITE_RATE_LIMIT: 'false', ...env },
  };
}

/** The mail site's SMTP server, with its HTTP control (GET /messages, POST /stop, /start, /refuse?suffix=, /accept). */
const mailCatcher = {
  command: './node_modules/.bin/tsx src/testing/smtp-catcher-cli.ts',
  cwd: API_DIR,
  url: `${MAIL_CATCHER.controlUrl}/messages`,
  reuseExistingServer: false,
  timeout: 30_000,
  env: { SMTP_PORT: String(MAIL_CATCHER.smtpPort), CONTROL_PORT: String(MAIL_CATCHER.controlPort) },
};

const PUBLISHING_SPECS = '**/federation/publishing.spec.ts';
const MAIL_SPECS = '**/emails/*.spec.ts';

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
  // Two workers share two cores with both sites' APIs: on the slower machines of CI, flows (a sign-in in two
  // browsers, a booking journey) and an admin page's heading beside the accessibility spec took longer than
  // Playwright's defaults (bench/results/figures-from-code-comments.md). A timeout is not a speed check
  // (bench/ measures speed); longer journeys set their own.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'site', testIgnore: [PUBLISHING_SPECS, MAIL_SPECS] },
    // Publishing, rolling back and breaking remotes happen on a second site of their own.
    { name: 'publishing', testMatch: PUBLISHING_SPECS, use: { baseURL: PUBLISHING_SITE.baseUrl } },
    // Stopping the SMTP server and refusing addresses, on a third site that sends through it (MAIL_RATE_PER_MINUTE left default).
    { name: 'mail', testMatch: MAIL_SPECS, use: { baseURL: MAIL_SITE.baseUrl } },
  ],
  webServer: [
    // Session changes settle for 2 s instead of 5 min before their e-mail (ADR 171): the journeys wait seconds, not minutes.
    siteServer({ port: E2E_PORT, baseUrl: BASE_URL, databasePath: DATABASE_PATH, remotesDir: REMOTES_DIR }, { SESSION_NOTICE_QUIET_SECONDS: '2' }),
    siteServer(PUBLISHING_SITE),
    mailCatcher,
    siteServer(MAIL_SITE, { SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER.smtpPort}` }),
  ],
});
