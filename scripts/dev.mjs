// `pnpm dev`: like `pnpm start`, with hot reload: every app rebuilds on change (`vite build --watch`),
// each remote's rebuild is published as its next version, and the API restarts on change (`tsx watch`). The site stays the composed, built one, as in production;
// a team working on one remote alone uses `pnpm --filter mf-x dev` instead.
import { spawn, spawnSync } from 'node:child_process';
import { unwatchFile, watchFile } from 'node:fs';
import { join } from 'node:path';
import { ensureSetup } from './lib/setup.mjs';
import { listApps, ROOT, runApi } from './start.mjs';

ensureSetup();

/** Prefixes each output line with the app's folder so interleaved logs stay readable. */
function pipeWithPrefix(stream, prefix, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${prefix} ${line}\n`);
  });
}

const watchers = listApps().map((app) => {
  const child = spawn('pnpm', ['--filter', app.name, 'run', 'build', '--watch'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  pipeWithPrefix(child.stdout, `[${app.dir}]`, process.stdout);
  pipeWithPrefix(child.stderr, `[${app.dir}]`, process.stderr);
  return child;
});

/** Each rebuild of a remote (a new dist/remote.json) is published as its next version: live on reload. */
const remotes = listApps().filter((app) => app.dir !== 'shell');
for (const app of remotes) {
  watchFile(join(ROOT, app.dir, 'dist', 'remote.json'), { interval: 1000 }, (current) => {
    if (!current.mtimeMs) return;
    const tsx = join(ROOT, 'api', 'node_modules', '.bin', 'tsx');
    spawnSync(tsx, ['api/src/cli/remote/remote-cli.ts', 'publish', app.dir, '--no-build'], { cwd: ROOT, stdio: 'inherit' });
  });
}

runApi({ watch: true });
// runApi exits this process with the API; the watchers go with it.
process.on('exit', () => {
  watchers.forEach((child) => child.kill('SIGTERM'));
  remotes.forEach((app) => unwatchFile(join(ROOT, app.dir, 'dist', 'remote.json')));
});
console.log(`\n▶ Mode développement : ${watchers.length} application(s) en reconstruction continue, API sur http://localhost:${process.env.PORT || 3000}`);
