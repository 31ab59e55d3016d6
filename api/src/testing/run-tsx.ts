import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../../', import.meta.url));

export interface TsxRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

interface TsxOptions {
  args?: string[];
  env: Record<string, string>;
  input?: string;
  /** Killed after this long (then `code` is null). */
  timeoutMs?: number;
}

/**
 * Starts an API entry point (`src/server.ts`, `src/cli/…`) in its own process, as `pnpm` would, with `env`
 * added to the runner's environment minus its NODE_ENV, and `input` on stdin.
 */
export function spawnTsx(file: string, options: TsxOptions): { child: ChildProcess; stdout(): string; exited: Promise<TsxRun> } {
  const { NODE_ENV: _runnerMode, ...inherited } = process.env;
  const child = spawn(`${API_DIR}node_modules/.bin/tsx`, [file, ...(options.args ?? [])], { cwd: API_DIR, env: { ...inherited, ...options.env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(options.input ?? '');
  const timer = setTimeout(() => child.kill('SIGTERM'), options.timeoutMs ?? 30_000);
  const exited = new Promise<TsxRun>((resolve) => {
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
  return { child, stdout: () => stdout, exited };
}

/** Runs an entry point to its end. */
export const runTsx = (file: string, options: TsxOptions): Promise<TsxRun> => spawnTsx(file, options).exited;
