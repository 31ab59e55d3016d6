// Builds apps one after the other (two cores: parallel builds only compete), each with its own
// `build` script. A remote build that fails with rolldown's MISSING_EXPORT on a shared package is
// retried: @module-federation/vite 1.23 writes the consume-only (`import: false`) share proxies from the
// imports it has seen so far, and under load it can write one before a lazily built page's imports
// were analysed (docs/decisions/007-federation-dev-and-build.md). The retry is bounded and said aloud.
import { spawn } from 'node:child_process';
import { ROOT } from './setup.mjs';

const RETRIES_ON_FEDERATION_RACE = 2;

function buildOnce(app) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['--filter', app.name, 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (target) => (chunk) => {
      output += chunk;
      target.write(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('close', (code) => resolve({ ok: code === 0, raceSuspected: output.includes('[MISSING_EXPORT]') && output.includes('loadShare') }));
  });
}

/** Builds every app; resolves to the app that failed, or undefined when all were built. */
export async function buildApps(apps) {
  for (const app of apps) {
    console.log(`\n▶ Construction de ${app.dir} (pnpm --filter ${app.name} build)…`);
    let result = await buildOnce(app);
    for (let attempt = 1; !result.ok && result.raceSuspected && attempt <= RETRIES_ON_FEDERATION_RACE; attempt += 1) {
      console.log(`\n↻ ${app.dir} : export partagé manquant (course connue du plugin de fédération), nouvel essai ${attempt}/${RETRIES_ON_FEDERATION_RACE}…`);
      result = await buildOnce(app);
    }
    if (!result.ok) return app;
  }
  return undefined;
}
