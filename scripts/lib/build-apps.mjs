// Builds apps one after the other (two cores: parallel builds only compete), each with its own
// `build` script. Any build error fails at once: the MISSING_EXPORT race of @module-federation/vite 1.23,
// once retried here, is fixed by a patch of the plugin (docs/decisions/065-federation-parse-barrier-patch.md).
import { spawn } from 'node:child_process';
import { ROOT } from './setup.mjs';

function buildOnce(app) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['--filter', app.name, 'build'], { cwd: ROOT, stdio: 'inherit' });
    child.on('close', (code) => resolve(code === 0));
  });
}

/** Builds every app; resolves to the app that failed, or undefined when all were built. */
export async function buildApps(apps) {
  for (const app of apps) {
    console.log(`\n▶ Construction de ${app.dir} (pnpm --filter ${app.name} build)…`);
    if (!(await buildOnce(app))) return app;
  }
  return undefined;
}
