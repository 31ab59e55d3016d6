import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  origin: string;
  /** The server's database and REMOTES_DIR (a bench may publish into them as a team would). */
  databaseUrl: string;
  remotesDir: string;
  stop(): Promise<void>;
}

/** A server already listening there would answer the health check and be measured instead of ours. */
async function assertPortFree(origin: string): Promise<void> {
  const answered = await fetch(`${origin}/api/health`).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`${origin} répond déjà : choisissez un autre port (BENCH_PORT / BENCH_API_PORT) ou arrêtez ce serveur.`);
}

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API not healthy after ${timeoutMs} ms`);
}

/**
 * Publishes the remotes' current builds of the checkout `root` as version 1, as `pnpm start` does on a fresh
 * clone: into the site's database (ADR 162), or into `remotesDir` for a checkout from before the database store.
 */
function publishBuiltRemotes(root: string, databaseUrl: string, remotesDir: string): void {
  const databaseStore = existsSync(join(root, 'api', 'src', 'cli', 'remote', 'remote-cli.ts'));
  const tsx = join(root, databaseStore ? 'api' : 'scripts', 'node_modules', '.bin', 'tsx');
  const cli = databaseStore ? 'api/src/cli/remote/remote-cli.ts' : 'scripts/remote/remote-cli.ts';
  const result = spawnSync(tsx, [cli, 'publish', '--all-built'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl, REMOTES_DIR: remotesDir },
  });
  if (result.status !== 0) throw new Error('publication des remotes construits impossible (voir ci-dessus)');
}

/**
 * Starts the real API (which serves the built site) on a port of its own, on a fresh SQLite file
 * unless `databaseUrl` is given, with this checkout's builds published in a directory of its own;
 * migrations and the demo seed run as in `pnpm start`. `root` is the checkout whose API runs (this one
 * by default; `pnpm bench:api` with BENCH_COMPARE runs another too, for the API alone).
 */
export async function startApiServer(options: { port: number; databaseUrl?: string; env?: Record<string, string>; root?: string }): Promise<RunningServer> {
  const root = options.root ?? ROOT;
  const origin = `http://127.0.0.1:${options.port}`;
  await assertPortFree(origin);
  const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-'));
  const databaseUrl = options.databaseUrl ?? join(dataDir, 'bench.sqlite');
  // A checkout from before versioned publishing (no remote CLI) serves its remotes' builds directly.
  const publishing = ['api/src/cli/remote/remote-cli.ts', 'scripts/remote/remote-cli.ts'].some((cli) => existsSync(join(root, cli)));
  if (publishing) publishBuiltRemotes(root, databaseUrl, join(dataDir, 'remotes'));
  const child = spawn(join(root, 'api/node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: join(root, 'api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      DATABASE_URL: databaseUrl,
      REMOTES_DIR: join(dataDir, 'remotes'),
      LOG_LEVEL: 'error',
      ...options.env,
    },
  });
  try {
    await waitForHealth(origin, child, 60_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    origin,
    databaseUrl,
    remotesDir: join(dataDir, 'remotes'),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
