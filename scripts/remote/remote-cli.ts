// `pnpm remote:publish <folder> [--no-build]`, `pnpm remote:rollback <folder> [version]`, `pnpm remote:list`:
// a team ships its remote alone (docs/decisions/018-versioned-remote-publishing.md).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildInfoOf,
  checkRemoteBuild,
  prefixClashes,
  publishBuild,
  publishedManifest,
  readBuildDir,
  RegistryError,
  remoteHistory,
  rollback,
} from '@club/federation/registry';
import { buildApp, CliError, remoteFolder, remotesDir, ROOT, shellSharedVersions } from './workspace';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' });

async function publish(folder: string, { build }: { build: boolean }): Promise<void> {
  if (build) buildApp(folder);
  const buildDir = join(ROOT, folder, 'dist');
  const files = await readBuildDir(buildDir).catch(() => {
    throw new CliError(`${folder} n'a pas de construction dans ${buildDir} : lancez pnpm remote:publish ${folder} sans --no-build.`);
  });
  const problems = checkRemoteBuild({ files, folder, shellShared: shellSharedVersions() });
  const info = buildInfoOf(files);
  if (info.ok) problems.push(...prefixClashes(folder, info.info.areas, (await publishedManifest(remotesDir())).manifest));
  if (problems.length) {
    throw new CliError(`${folder} n'est pas compatible avec le shell, rien n'a été publié :\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
  const result = await publishBuild({ remotesDir: remotesDir(), folder, buildDir });
  if (result.unchanged) console.log(`= ${folder} : cette construction est déjà la version ${result.version} en ligne (${result.build}).`);
  else console.log(`✔ ${folder} : version ${result.version} publiée et en ligne (${result.build}), servie dès la prochaine navigation.`);
}

/** Every remote folder with a build, published if that build is not the current version yet (`pnpm start`). */
async function publishBuilt(): Promise<void> {
  const folders = readdirSync(ROOT).filter((name) => name.startsWith('mf-') && existsSync(join(ROOT, name, 'dist', 'remoteEntry.js')));
  for (const folder of folders.sort()) await publish(remoteFolder(folder), { build: false });
}

async function list(): Promise<void> {
  const dir = remotesDir();
  const folders = existsSync(dir) ? readdirSync(dir).sort() : [];
  let shown = 0;
  for (const folder of folders) {
    const history = await remoteHistory(dir, folder);
    if (!history) continue;
    shown += 1;
    console.log(`\n${folder}`);
    for (const item of [...history.versions].reverse()) {
      const marks = [item.version === history.current ? 'en ligne' : '', item.version === history.lastLoaded ? 'dernière chargée' : ''].filter(Boolean);
      console.log(`  ${item.version.padStart(3)}  ${dateFormat.format(new Date(item.publishedAt))}  ${item.build}${marks.length ? `  ← ${marks.join(', ')}` : ''}`);
    }
  }
  if (!shown) console.log(`Aucun remote publié dans ${dir} (pnpm remote:publish <dossier>).`);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const flags = new Set(rest.filter((arg) => arg.startsWith('--')));
  const args = rest.filter((arg) => !arg.startsWith('--'));
  if (command === 'publish' && flags.has('--all-built')) return publishBuilt();
  if (command === 'publish') return publish(remoteFolder(args[0]), { build: !flags.has('--no-build') });
  if (command === 'rollback') {
    const folder = remoteFolder(args[0]);
    const { from, to } = await rollback({ remotesDir: remotesDir(), folder, ...(args[1] ? { version: args[1] } : {}) });
    return console.log(`✔ ${folder} : la version ${to} est de nouveau en ligne (à la place de la ${from}).`);
  }
  if (command === 'list') return list();
  throw new CliError('Usage : pnpm remote:publish <dossier> | pnpm remote:rollback <dossier> [version] | pnpm remote:list');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof CliError || error instanceof RegistryError) console.error(`✖ ${error.message}`);
  else console.error(error);
  process.exit(1);
});
