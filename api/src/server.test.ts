import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from './testing/auth-helpers';
import { runTsx, spawnTsx } from './testing/run-tsx';
import { emptyDir, PRODUCTION_TEST_ENV } from './testing/test-app';
import { testDatabases, type TestDatabase } from './testing/test-database';

// Each case starts the real server in a process of its own (tsx start-up, migrations, demo seed).
const TIMEOUT = { timeout: 60_000 };
const SERVER = 'src/server.ts';

describe.each(testDatabases())('production start-up refusals on $dialect (ADR 080)', (testDatabase: TestDatabase) => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await testDatabase.open();
    // One seeded demo account is enough: its password is public.
    await createVerifiedUser(database, { email: 'admin@demo.asso.fr', role: 'admin' });
  });
  afterAll(() => database.dispose());

  it('refuses a database holding demo accounts, saying how to remove them, exit code 1, before listening', TIMEOUT, async () => {
    const run = await runTsx(SERVER, { env: { ...PRODUCTION_TEST_ENV, DATABASE_URL: database.url, PORT: '3393', LOG_LEVEL: 'warn' } });
    expect(run.code).toBe(1);
    expect(run.stdout).not.toContain('Site prêt');
    expect(run.stderr).toContain('Le serveur refuse de démarrer en production (NODE_ENV=production) :');
    expect(run.stderr).toContain('- DATABASE_URL : la base contient les comptes de démonstration (admin@demo.asso.fr)');
    expect(run.stderr).toContain('« pnpm demo:remove »');
    expect(run.stderr).toContain('pnpm admin:create');
    expect(run.stderr).not.toContain('BETTER_AUTH_SECRET');
  });

  it('prints every refusal at once: secret, SITE_URL, mail transport and demo accounts', TIMEOUT, async () => {
    const run = await runTsx(SERVER, { env: { NODE_ENV: 'production', DATABASE_URL: database.url, PORT: '3393', LOG_LEVEL: 'warn' } });
    expect(run.code).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.startsWith('  - '));
    expect(lines.map((line) => line.split(' ')[3])).toEqual(['BETTER_AUTH_SECRET', 'SITE_URL', 'SMTP_URL', 'DATABASE_URL']);
  });
});

/** Starts the server, waits for its "Site prêt" line, runs `probe`, then stops it. */
async function withServer(env: Record<string, string>, probe: (port: number) => Promise<void>): Promise<string> {
  const server = spawnTsx(SERVER, { env: { REMOTES_DIR: emptyDir(), LOG_LEVEL: 'warn', ...env }, timeoutMs: 55_000 });
  let exited = false;
  void server.exited.then(() => (exited = true));
  const ready = await Promise.race([
    (async () => {
      while (!exited && !server.stdout().includes('Site prêt')) await new Promise((resolve) => setTimeout(resolve, 100));
      return !exited;
    })(),
    server.exited.then((run) => Promise.reject(new Error(`server exited ${run.code}: ${run.stderr}`))),
  ]);
  try {
    expect(ready).toBe(true);
    await probe(Number(env.PORT));
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  return server.stdout();
}

/** Whether `url` answers; 127.0.0.2 is loopback too, but a socket bound to 127.0.0.1 does not accept it (Linux). */
async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    () => true,
    () => false,
  );
}

describe('listening host (ADR 080)', () => {
  let database: Awaited<ReturnType<TestDatabase['open']>>;
  beforeAll(async () => {
    database = await (testDatabases()[0] as TestDatabase).open();
  });
  afterAll(() => database.dispose());

  it('in development listens on 127.0.0.1 only, prints http://localhost, and serves the outbox to this machine', TIMEOUT, async () => {
    const stdout = await withServer({ NODE_ENV: 'development', DATABASE_URL: database.url, PORT: '3391' }, async (port) => {
      expect((await fetch(`http://localhost:${port}/api/health`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${port}/api/dev/outbox`)).status).toBe(200);
      expect(await answers(`http://127.0.0.2:${port}/api/health`)).toBe(false);
    });
    expect(stdout).toContain('Site prêt sur http://localhost:3391');
  });

  it('in production listens on every interface, without the outbox', TIMEOUT, async () => {
    const production = await (testDatabases()[0] as TestDatabase).open();
    try {
      await withServer({ ...PRODUCTION_TEST_ENV, DATABASE_URL: production.url, PORT: '3392' }, async (port) => {
        expect((await fetch(`http://127.0.0.2:${port}/api/health`)).status).toBe(200);
        expect((await fetch(`http://127.0.0.1:${port}/api/dev/outbox`)).status).toBe(404);
      });
    } finally {
      await production.dispose();
    }
  });
});
