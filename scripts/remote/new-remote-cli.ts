// `pnpm new-remote <folder> --path <prefix> --layout <public|protected|admin> [--label "…"] [--menu-label "…"]`:
// a working remote from the one template (docs/adding-a-remote.md), live after `pnpm remote:publish <folder>`.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createRemote } from './new-remote';
import { CliError, ROOT } from './workspace';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { path: { type: 'string' }, layout: { type: 'string' }, label: { type: 'string' }, 'menu-label': { type: 'string' } },
  });
  const [folder] = positionals;
  if (!folder || !values.path || !values.layout) {
    throw new CliError('Usage : pnpm new-remote mf-<nom> --path /<préfixe> --layout <public|protected|admin> [--label "la section X"] [--menu-label "X"]');
  }
  const files = await createRemote(ROOT, {
    folder,
    path: values.path,
    layout: values.layout,
    ...(values.label ? { label: values.label } : {}),
    ...(values['menu-label'] ? { menuLabel: values['menu-label'] } : {}),
  });
  console.log(`✔ ${folder} créé :\n${files.map((file) => `  ${file}`).join('\n')}`);
  console.log('\n▶ Installation des dépendances du nouveau remote (pnpm install)…');
  const install = spawnSync('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile'], { cwd: ROOT, stdio: 'inherit' });
  if (install.status !== 0) throw new CliError('pnpm install a échoué : relancez-le, puis pnpm remote:publish ' + folder);
  console.log(
    `\nEnsuite :\n  pnpm --filter ${folder} dev          # le remote seul, avec rechargement à chaud\n  pnpm --filter ${folder} test         # ses tests\n  pnpm remote:publish ${folder}        # en ligne sur le site, sans redémarrage`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof CliError ? `✖ ${error.message}` : error);
  process.exit(1);
});
