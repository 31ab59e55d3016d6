// `pnpm remote:publish <folder> [--no-build] [--canary <percent>] [--site <url>]`, `pnpm remote:rollback <folder> [version]`,
// `pnpm remote:promote <folder>`, `pnpm remote:abort <folder>`, `pnpm remote:list [folder]`: a team ships its
// remote alone, on this machine's site or on a running one with a publish token (docs/decisions/162-…).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CanaryPercentSchema, formatMoment, type Deployments, type PublishResult } from '@club/contracts';
import { checkRemoteBuild, packBuild, readBuildDir } from '@club/federation/registry';
import { REPO_ROOT } from '../../env';
import { TargetError, type DeploymentTarget } from './deployment-target';
import { localTarget } from './local-target';
import { siteTarget } from './site-target';
import { buildApp, CliError, remoteFolder, shellSharedVersions } from './workspace';

const USAGE = [
  'Usage :',
  '  pnpm remote:publish <dossier> [--no-build] [--canary <1–99>] [--site <adresse>]',
  '  pnpm remote:rollback <dossier> [version] [--site <adresse>]',
  '  pnpm remote:promote <dossier> [--site <adresse>]   pnpm remote:abort <dossier> [--site <adresse>]',
  '  pnpm remote:list [dossier] [--site <adresse>]',
  'Avec --site, le jeton de publication du remote est lu dans CLUB_PUBLISH_TOKEN.',
].join('\n');

/** « en ligne : version 3 » or « version 3 pour 90 % des visiteurs, candidate 4 pour 10 % ». */
function live(result: Pick<PublishResult, 'current' | 'candidate'>): string {
  if (!result.candidate) return `en ligne : version ${result.current} pour tous les visiteurs`;
  return `en ligne : version ${result.current} pour ${100 - result.candidate.percent} % des visiteurs, version candidate ${result.candidate.version} pour ${result.candidate.percent} %`;
}

async function publish(target: DeploymentTarget, folder: string, options: { build: boolean; canary?: number }): Promise<void> {
  if (options.build) buildApp(folder);
  const files = await readBuildDir(join(REPO_ROOT, folder, 'dist'));
  // Checked here first against this clone's shell: a refusal costs no upload. The site checks again against its own.
  const problems = checkRemoteBuild({ files, folder, shellShared: shellSharedVersions() });
  if (problems.length) throw new TargetError(`${folder} n'est pas compatible avec le shell, rien n'a été publié :`, problems);
  const result = await target.publish(folder, await packBuild(files), options.canary);
  if (result.unchanged)
    console.log(`= ${folder} : cette construction est déjà la version ${result.version} (${result.build}) sur ${target.label} ; ${live(result)}.`);
  else console.log(`✔ ${folder} : version ${result.version} publiée sur ${target.label} (${result.build}) ; ${live(result)}.`);
}

/** Every remote folder with a build, published if that build is not the current version yet (`pnpm start`). */
async function publishBuilt(target: DeploymentTarget): Promise<void> {
  const folders = readdirSync(REPO_ROOT).filter((name) => name.startsWith('mf-') && existsSync(join(REPO_ROOT, name, 'dist', 'remoteEntry.js')));
  for (const folder of folders.sort()) await publish(target, remoteFolder(folder), { build: false });
}

function printList(deployments: Deployments, where: string): void {
  if (!deployments.remotes.length) return console.log(`Aucun remote publié sur ${where} (pnpm remote:publish <dossier>).`);
  for (const remote of deployments.remotes) {
    console.log(`\n${remote.remote}`);
    for (const item of remote.versions) {
      const marks = [
        item.version === remote.current ? 'en ligne' : '',
        item.version === remote.candidate?.version ? `candidate (${remote.candidate.percent} %)` : '',
        item.version === remote.lastLoaded ? 'dernière chargée' : '',
      ].filter(Boolean);
      console.log(
        `  ${String(item.version).padStart(3)}  ${formatMoment(item.publishedAt)}  ${item.build}  ${item.publishedBy}${marks.length ? `  ← ${marks.join(', ')}` : ''}`,
      );
    }
  }
}

function canaryOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const result = CanaryPercentSchema.safeParse(value);
  if (!result.success) throw new CliError(`--canary ${value} : ${result.error.issues[0]?.message ?? 'invalide'}.`);
  return result.data;
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { site: { type: 'string' }, canary: { type: 'string' }, 'no-build': { type: 'boolean' }, 'all-built': { type: 'boolean' } },
  });
  const [command, ...args] = positionals;
  if (!command || !['publish', 'rollback', 'promote', 'abort', 'list'].includes(command)) throw new CliError(USAGE);
  const canary = canaryOption(values.canary);
  const target = values.site ? siteTarget(values.site, process.env.CLUB_PUBLISH_TOKEN) : await localTarget();
  try {
    if (command === 'publish' && values['all-built']) return await publishBuilt(target);
    if (command === 'list') return printList(await target.list(args[0] ? remoteFolder(args[0]) : undefined), target.label);
    const folder = remoteFolder(args[0]);
    if (command === 'publish') return await publish(target, folder, { build: !values['no-build'], ...(canary !== undefined ? { canary } : {}) });
    if (command === 'rollback') {
      const version = args[1] === undefined ? undefined : Number(args[1]);
      if (version !== undefined && !(Number.isInteger(version) && version > 0)) throw new CliError(`«\u00a0${args[1]}\u00a0» n'est pas un numéro de version.`);
      const { from, to } = await target.rollback(folder, version);
      return console.log(`✔ ${folder} : la version ${to} est de nouveau en ligne sur ${target.label} (à la place de la ${from}).`);
    }
    if (command === 'promote') {
      const { current } = await target.promote(folder);
      return console.log(`✔ ${folder} : la version candidate ${current} est en ligne pour tous les visiteurs de ${target.label}.`);
    }
    const { current, candidate } = await target.abort(folder);
    console.log(`✔ ${folder} : la version candidate ${candidate} est abandonnée ; tous les visiteurs de ${target.label} ont la version ${current}.`);
  } finally {
    await target.close();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof TargetError) console.error(`✖ ${error.message}${error.problems.map((problem) => `\n  - ${problem}`).join('')}`);
    else if (error instanceof CliError) console.error(`✖ ${error.message}`);
    else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) console.error(`✖ ${error.message}\n${USAGE}`);
    else console.error(error);
    process.exit(1);
  },
);
