import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createApp, type AppDeps } from '../app';
import type { DatabaseHandle } from '../db/database';
import { parseEnv } from '../env';
import { createLogger } from '../shared/logger';

/** An environment production accepts (ADR 080): strong secret, https SITE_URL, mail stored by choice. */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 'q7Vx2LmN9pR4sT8wZ1aB5cD0eF3gH6jK',
  SITE_URL: 'https://club.example.fr',
  MAIL_OUTBOX: '1',
} as const;

/** The app as the server builds it, on a given database, with a silent logger and an empty site root. */
export function createTestApp(
  database: DatabaseHandle,
  options: { env?: Record<string, string>; rootDir?: string } & Partial<
    Pick<AppDeps, 'logger' | 'now' | 'onMailEnqueued' | 'redis' | 'createRateLimiter' | 'shellShared' | 'remoteStore'>
  > = {},
) {
  // better-auth's sign-in limit (3 per 10 s) would trip suites that sign many users in; its own test enables it.
  // An empty REMOTES_DIR unless the test publishes remotes: never the repository's data/remotes.
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: 'false', REMOTES_DIR: emptyDir(), ...options.env });
  return createApp({
    env,
    database,
    logger: options.logger ?? createLogger('silent'),
    rootDir: options.rootDir ?? emptyDir(),
    ...(options.now ? { now: options.now } : {}),
    ...(options.onMailEnqueued ? { onMailEnqueued: options.onMailEnqueued } : {}),
    ...(options.redis ? { redis: options.redis } : {}),
    ...(options.createRateLimiter ? { createRateLimiter: options.createRateLimiter } : {}),
    ...(options.shellShared ? { shellShared: options.shellShared } : {}),
    ...(options.remoteStore ? { remoteStore: options.remoteStore } : {}),
  });
}

const tempDirs: string[] = [];

export function emptyDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'club-site-'));
  tempDirs.push(dir);
  return dir;
}

/** A fake repository root: `files` maps relative paths (`shell/dist/index.html`) to their content. */
export function fakeSiteRoot(files: Record<string, string>): string {
  const root = emptyDir();
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

export function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export const jsonRequest = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
