import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface ApiProcess {
  origin: string;
  stop(): Promise<void>;
  /** `kill -9`: the process ends at once, in the middle of whatever it was doing. */
  kill(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server (`src/server.ts` through tsx, as `pnpm start` runs it) on 127.0.0.1:`port`, in a process
 * group of its own so that `stop` ends tsx and its node child together. Waits, bounded, for /api/health.
 */
export async function startApiProcess(port: number, env: Record<string, string>, startupMs = 60_000): Promise<ApiProcess> {
  const origin = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${origin}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${origin} répond déjà : un autre serveur occupe le port ${port}.`);
  const child = spawn(`${API_DIR}node_modules/.bin/tsx`, ['src/server.ts'], {
    cwd: API_DIR,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'error', ...env },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    process.kill(-child.pid, 'SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(5000).then(() => false)]);
    if (!stopped && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  };
  for (const deadline = Date.now() + startupMs; Date.now() < deadline; await sleep(200)) {
    if (child.exitCode !== null) throw new Error(`le serveur du port ${port} s'est arrêté au démarrage (code ${child.exitCode}) :\n${stderr}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { origin, stop, kill };
  }
  await stop();
  throw new Error(`le serveur du port ${port} n'a pas répondu à /api/health en ${startupMs} ms :\n${stderr}`);
}
