// `npm test` / `pnpm test`: every check the project has, in the order a reviewer would want them to
// fail: set-up, lint, typecheck, unit/component/API tests (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), production builds, then Playwright e2e in the system Chromium (installed
// first when missing and the command runs as root with apt-get, as in CI).
import { spawnSync } from 'node:child_process';
import { DEBIAN_CHROMIUM, ensureChromium } from './lib/chromium.mjs';
import { ensureSetup, fail, ROOT } from './lib/setup.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;

function step(title, command, args, env = {}) {
  console.log(`\n━━ ${title} ━━  (${[command, ...args].join(' ')})`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) fail(`Étape « ${title} » en échec (${seconds} s). Corrigez l'erreur ci-dessus.`);
  console.log(`✔ ${title} (${seconds} s)`);
}

/** Installs Debian's Chromium when missing and possible (root + apt-get), else says what to run. */
function checkChromium() {
  const problem = ensureChromium(CHROMIUM);
  if (problem) fail(problem);
}

const postgresNotice = process.env.TEST_DATABASE_URL
  ? 'Suites API exécutées sur SQLite ET PostgreSQL (TEST_DATABASE_URL).'
  : 'ATTENTION : suite PostgreSQL NON exécutée (TEST_DATABASE_URL absent) ; seule SQLite a été testée.\n' +
    '  Pour la lancer : TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test';

ensureSetup();
checkChromium();
step('Lint', 'pnpm', ['lint']);
step('Typecheck', 'pnpm', ['-r', '--workspace-concurrency=2', 'typecheck']);
step('Tests unitaires, composants et API', 'pnpm', ['exec', 'vitest', 'run', '--configLoader', 'runner']);
step('Construction des applications', 'pnpm', ['build']);
step('Tests e2e (Playwright, Chromium système)', 'pnpm', ['--filter', 'e2e', 'test'], { CHROMIUM_PATH: CHROMIUM });
console.log(`\n✔ Tous les tests sont passés.\n${postgresNotice}`);
