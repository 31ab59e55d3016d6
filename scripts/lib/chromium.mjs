// What `npm test` does about the browser of the e2e tests. Playwright cannot download one here, so the
// system Chromium is used; on a fresh Debian machine run as root (as .ci/run is), the test command
// installs it itself instead of stopping to ask for a third command (issue 10, finding 11).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where Debian's `chromium` package puts the browser: the only path an apt install can fill. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const APT_COMMANDS = [
  ['apt-get', ['update']],
  ['apt-get', ['install', '-y', 'chromium']],
];

/**
 * @param {{ path: string, exists: boolean, isRoot: boolean, hasAptGet: boolean }} machine
 * @returns {{ action: 'none' } | { action: 'install', commands: [string, string[]][] } | { action: 'instruct', message: string }}
 */
export function chromiumPlan({ path, exists, isRoot, hasAptGet }) {
  if (exists) return { action: 'none' };
  if (path === DEBIAN_CHROMIUM && isRoot && hasAptGet) return { action: 'install', commands: APT_COMMANDS };
  return { action: 'instruct', message: missingChromiumMessage(path) };
}

function missingChromiumMessage(path) {
  return (
    `Chromium est introuvable (${path}) : les tests e2e ne peuvent pas tourner.\n` +
    '  Playwright ne peut pas télécharger de navigateur ici : installez celui de Debian avec\n' +
    '    sudo apt-get update && sudo apt-get install -y chromium\n' +
    '  ou indiquez un autre binaire avec CHROMIUM_PATH=/chemin/vers/chromium.'
  );
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Makes sure the browser at `path` exists, installing Debian's when it can; returns an error message otherwise. */
export function ensureChromium(path) {
  const plan = chromiumPlan({ path, exists: existsSync(path), isRoot: process.getuid?.() === 0, hasAptGet: hasCommand('apt-get') });
  if (plan.action === 'none') return undefined;
  if (plan.action === 'instruct') return plan.message;
  console.log(`▶ Chromium absent : installation du paquet Debian (${plan.commands.map(([command, args]) => [command, ...args].join(' ')).join(' && ')})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const [command, args] of plan.commands) {
    if (spawnSync(command, args, { stdio: 'inherit', env }).status !== 0)
      return `L'installation de Chromium a échoué (voir ci-dessus).\n${missingChromiumMessage(path)}`;
  }
  return existsSync(path) ? undefined : missingChromiumMessage(path);
}
