import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The suite's own server (never the lead's port 3000): `E2E_PORT`, 3100 by default. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** A fresh SQLite file per run, migrated and seeded by the API at start. */
export const DATABASE_PATH = join(tmpdir(), `club-e2e-${E2E_PORT}.sqlite`);
/** The suite's own published remotes: the current builds are published there (version 1) at start. */
export const REMOTES_DIR = join(tmpdir(), `club-e2e-remotes-${E2E_PORT}`);

/**
 * A second site for the publishing journeys (federation/publishing.spec.ts): they publish, roll back and
 * break remotes, which must not change what the other journeys see on the main site.
 */
export const PUBLISHING_SITE = {
  port: E2E_PORT + 1,
  baseUrl: `http://localhost:${E2E_PORT + 1}`,
  databasePath: join(tmpdir(), `club-e2e-${E2E_PORT + 1}.sqlite`),
  remotesDir: join(tmpdir(), `club-e2e-remotes-${E2E_PORT + 1}`),
};
/**
 * A third site for the e-mail journeys (emails/emails-screen.spec.ts): it sends through SMTP to a catcher
 * the journeys stop, start and make refuse addresses, which must not hold up the other journeys' e-mails.
 */
export const MAIL_SITE = {
  port: E2E_PORT + 2,
  baseUrl: `http://localhost:${E2E_PORT + 2}`,
  databasePath: join(tmpdir(), `club-e2e-${E2E_PORT + 2}.sqlite`),
  remotesDir: join(tmpdir(), `club-e2e-remotes-${E2E_PORT + 2}`),
};
/** The mail site's SMTP server (api/src/testing/smtp-catcher-cli.ts) and its HTTP control. */
export const MAIL_CATCHER = {
  smtpPort: E2E_PORT + 3,
  controlPort: E2E_PORT + 4,
  controlUrl: `http://127.0.0.1:${E2E_PORT + 4}`,
};
export const ROOT_DIR = fileURLToPath(new URL('../../', import.meta.url));
export const API_DIR = fileURLToPath(new URL('../../api/', import.meta.url));
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
