// `pnpm start`: build the apps whose build is missing or older than their sources, then run the API,
// which migrates and seeds the database and serves the whole composed site (see api/src/server.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApps } from './lib/build-apps.mjs';
import { ensureSetup, ROOT } from './lib/setup.mjs';

export { ROOT };
const SKIP = new Set(['node_modules', 'dist', '.vite', '.__mf__temp', '__mf__temp', 'coverage']);

/** The shell and every `mf-*` folder with a package.json, with the file that proves a build exists. */
export function listApps() {
  const remotes = readdirSync(ROOT).filter((name) => name.startsWith('mf-') && existsSync(join(ROOT, name, 'package.json')));
  return [{ dir: 'shell', output: 'dist/index.html' }, ...remotes.sort().map((dir) => ({ dir, output: 'dist/remoteEntry.js' }))].map((app) => ({
    ...app,
    name: JSON.parse(readFileSync(join(ROOT, app.dir, 'package.json'), 'utf8')).name,
  }));
}

function newestMtime(path) {
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (!SKIP.has(entry)) newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Missing, or older than the app's own files or the shared libs it bundles. */
function needsBuild(app) {
  const output = join(ROOT, app.dir, app.output);
  if (!existsSync(output)) return true;
  const sources = Math.max(newestMtime(join(ROOT, app.dir)), newestMtime(join(ROOT, 'libs')));
  return sources > statSync(output).mtimeMs;
}

/** Runs the API with tsx (`tsx watch` when `watch`), forwarding Ctrl+C, and exits with it. */
export function runApi({ watch }) {
  const tsx = join(ROOT, 'api', 'node_modules', '.bin', 'tsx');
  const args = watch ? ['watch', '--clear-screen=false', 'src/server.ts'] : ['src/server.ts'];
  const api = spawn(tsx, args, { cwd: join(ROOT, 'api'), stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
  api.on('exit', (code) => process.exit(code ?? 0));
  return api;
}

/** Builds every app whose build is missing or stale; exits on the first failure. */
export async function buildStaleApps() {
  const failed = await buildApps(listApps().filter(needsBuild));
  if (failed) {
    console.error(`\n✖ La construction de ${failed.dir} a échoué : corrigez l'erreur ci-dessus puis relancez pnpm start.`);
    process.exit(1);
  }
}

/**
 * Publishes each remote's build that is not a published version yet (a fresh clone's builds become
 * version 1; a later rebuild of changed sources, the next version). A rolled-back remote stays as it is
 * unless its build changes. Same command as `pnpm remote:publish`, without rebuilding.
 */
export function publishBuiltRemotes() {
  const tsx = join(ROOT, 'api', 'node_modules', '.bin', 'tsx');
  const result = spawnSync(tsx, ['api/src/cli/remote/remote-cli.ts', 'publish', '--all-built'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error("\n✖ La publication des remotes a échoué : corrigez l'erreur ci-dessus puis relancez pnpm start.");
    process.exit(1);
  }
}

async function main() {
  ensureSetup();
  await buildStaleApps();
  publishBuiltRemotes();
  console.log(`\n▶ Démarrage de l'API et du site sur http://localhost:${process.env.PORT || 3000} …`);
  runApi({ watch: false });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
