// Makes a fresh machine with only Node 20 and npm ready to run the project: pnpm (through npm,
// corepack fails here) and the workspace's dependencies. Shared by `start`, `dev` and `test`, so
// `npm start` / `npm test` work before anything else was installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PNPM_VERSION = '12.21.0';

function run(command, args, options = {}) {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
}

function hasPnpm() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim().split('.')[0] === PNPM_VERSION.split('.')[0];
}

/**
 * better-sqlite3 compiles from source here; node-gyp would download Node's headers (no internet), so
 * point it at the headers installed with this Node when they exist (Debian's nodejs puts them in /usr).
 */
function nodeHeadersDir() {
  const prefix = dirname(dirname(process.execPath));
  return existsSync(join(prefix, 'include', 'node', 'node.h')) ? prefix : undefined;
}

export function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

/** Installs pnpm if missing, then the locked dependencies (a quick no-op when up to date: bench/results/figures-from-code-comments.md). */
export function ensureSetup() {
  if (!hasPnpm()) {
    console.log(`▶ Installation de pnpm ${PNPM_VERSION} (npm install -g pnpm@${PNPM_VERSION})…`);
    if (run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]).status !== 0 || !hasPnpm()) {
      fail(`pnpm n'a pas pu être installé. Installez-le vous-même : npm install -g pnpm@${PNPM_VERSION}`);
    }
  }
  const headers = nodeHeadersDir();
  const env = { ...process.env, ...(headers && !process.env.npm_config_nodedir ? { npm_config_nodedir: headers } : {}) };
  console.log('▶ Dépendances (pnpm install --frozen-lockfile)…');
  if (run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { env }).status !== 0) {
    fail("L'installation des dépendances a échoué (voir ci-dessus).");
  }
}
