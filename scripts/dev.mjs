// `pnpm dev`: like `pnpm start`, with hot reload: every app rebuilds on change (`vite build --watch`)
// and the API restarts on change (`tsx watch`). The site stays the composed, built one, as in production;
// a team working on one remote alone uses `pnpm --filter mf-x dev` instead.
import { spawn } from 'node:child_process';
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

runApi({ watch: true });
// runApi exits this process with the API; the watchers go with it.
process.on('exit', () => watchers.forEach((child) => child.kill('SIGTERM')));
console.log(`\n▶ Mode développement : ${watchers.length} application(s) en reconstruction continue, API sur http://localhost:${process.env.PORT || 3000}`);
